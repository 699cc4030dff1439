// Subscribing a view to a publisher, as SwiftUI's `onReceive`: the host's clock calls the action while
// the view is on screen of a live preview.

extension View {
    /// Runs `action` with every value `publisher` sends while the view is on screen; the subscription
    /// starts when the view appears and ends when it disappears, as in SwiftUI.
    ///
    /// In a live preview the host's clock drives the publisher (`Timer.publish(every:on:in:)
    /// .autoconnect()` sends the host's date every interval, the first one an interval after the view
    /// appears); static previews are drawn before any value arrives.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
        -> ModifiedContent<Self, LifecycleModifier>
    where P.Failure == Never {
        let schedule = publisher._hostClockSchedule
        return modifier(
            LifecycleModifier { context, path in
                guard let schedule else { return }
                context.registerTicker(at: path, interval: schedule.interval) { now in action(schedule.output(now)) }
            })
    }
}
