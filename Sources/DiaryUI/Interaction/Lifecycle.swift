// Appearance callbacks and the host's clock. Static previews never call them; a live preview calls
// them as its views come and go and as the host advances its clock.

extension View {
    /// Runs `action` when the view appears: in a live preview, at its first event for the views on
    /// screen then, and later in the frame a view first shows up in.
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, LifecycleModifier> {
        modifier(LifecycleModifier { $0.registerLifecycle(at: $1, appear: action, disappear: nil) })
    }

    /// Runs `action` when the view leaves the screen of a live preview.
    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, LifecycleModifier> {
        modifier(LifecycleModifier { $0.registerLifecycle(at: $1, appear: nil, disappear: action) })
    }

    /// Runs `action` every `interval` milliseconds of the host's clock while the view is on screen, with
    /// the time in milliseconds since the live preview started; the first tick comes one interval after
    /// the view appears.
    ///
    /// DiaryUI's own form of the clock, internal because SwiftUI has no such modifier: article code uses
    /// `onReceive(Timer.publish(every:on:in:).autoconnect())`, which Xcode compiles too.
    func onTick(every interval: Int, perform action: @escaping (_ now: Int) -> Void) -> ModifiedContent<
        Self, LifecycleModifier
    > {
        modifier(LifecycleModifier { $0.registerTicker(at: $1, interval: interval, action: action) })
    }

    /// Runs `action` every `interval` milliseconds of the host's clock while the view is on screen.
    func onTick(every interval: Int, perform action: @escaping () -> Void) -> ModifiedContent<
        Self, LifecycleModifier
    > {
        onTick(every: interval) { (_: Int) in action() }
    }
}
