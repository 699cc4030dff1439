/// Preview settings attached to a view by the `preview…` modifiers.
struct PreviewTraits: Equatable, Sendable {
    var displayName: String?
    var device: PreviewDevice?
    var layout: PreviewLayout?
    var orientation: InterfaceOrientation?
    var colorScheme: ColorScheme?
}
