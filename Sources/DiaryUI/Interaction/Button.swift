/// A control that performs an action: static previews draw it released and never fire it; a live
/// preview runs the action on a tap and draws the button pressed while the pointer holds it.
///
/// Without a style the label is tinted with the accent colour (SwiftUI's default borderless style on
/// iOS). A `buttonStyle(_:)` draws it through the style's `makeBody(configuration:)`.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label

    /// Creates a button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        guard let live = LiveFrame.current else { return appearance(of: view, inputs: inputs, isPressed: false) }
        let isPressed = live.pressedButton == inputs.path
        // A look the article's own style draws while pressed is something to show a reader (LiveReactions).
        if isPressed, inputs.buttonStyle != nil { live.drewStyledPress = true }
        let outputs = appearance(of: view, inputs: inputs, isPressed: isPressed)
        let handler = InteractionKind.handler(path: inputs.path, isButton: true, tap: view.action, drag: nil)
        return outputs.mapNodes { InteractionNode(child: $0, kind: handler) }
    }

    /// The button drawn released or pressed: by its style, or tinted with the accent colour and, while
    /// pressed, faded as SwiftUI's default style fades it.
    private static func appearance(of view: Self, inputs: _ViewInputs, isPressed: Bool) -> _ViewOutputs {
        let label = view.label
        guard let style = inputs.buttonStyle else {
            var tinted = inputs.child(ViewPathStep.label)
            if tinted.environment.foregroundStyle == nil {
                tinted.environment.foregroundStyle = Color.accentColor._paint
            }
            let outputs = makeOutputs(label, tinted)
            guard isPressed else { return outputs }
            return outputs.mapNodes { node in EffectNode(child: node) { _, _ in .opacity(pressedOpacity) } }
        }
        let configuration = ButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label { makeOutputs(label, $0.child(ViewPathStep.label)) },
            isPressed: isPressed)
        return style(configuration, inputs.child(ViewPathStep.styleBody))
    }

    /// The opacity of a pressed button without a style.
    static var pressedOpacity: Double { 0.25 }
}

extension Button where Label == Text {
    /// Creates a button with a text label.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// How buttons look: a style builds the view of a button from its configuration.
public protocol ButtonStyle {
    /// The type of view the style builds.
    associatedtype Body: View
    /// The label and state of the button being styled.
    typealias Configuration = ButtonStyleConfiguration

    /// Builds the button's view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button style gets: the label and whether the button is pressed.
public struct ButtonStyleConfiguration {
    /// The label of the button, as a view.
    public struct Label: View {
        let make: (_ViewInputs) -> _ViewOutputs

        public typealias Body = Never

        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            view.make(inputs)
        }
    }

    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed: between pointer down and up in a live preview.
    public let isPressed: Bool
}

extension View {
    /// Draws the buttons inside the view with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, InputsModifier> {
        modifier(
            InputsModifier { inputs in
                inputs.buttonStyle = { configuration, inputs in
                    let body = withStateScope(inputs.path) { style.makeBody(configuration: configuration) }
                    return makeOutputs(body, inputs)
                }
            })
    }
}
