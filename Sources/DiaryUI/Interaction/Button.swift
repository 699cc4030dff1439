/// A control that performs an action; previews are static, so it draws its label and never fires.
///
/// Without a style the label is tinted with the accent colour (SwiftUI's default borderless style on
/// iOS). A `buttonStyle(_:)` draws it through the style's `makeBody(configuration:)`, released.
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
        let label = view.label
        guard let style = inputs.buttonStyle else {
            var tinted = inputs
            if tinted.environment.foregroundStyle == nil {
                tinted.environment.foregroundStyle = Color.accentColor._paint
            }
            return makeOutputs(label, tinted)
        }
        let configuration = ButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label { makeOutputs(label, $0) }, isPressed: false)
        return style(configuration, inputs)
    }
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
    /// Whether the button is being pressed; previews show buttons released.
    public let isPressed: Bool
}

extension View {
    /// Draws the buttons inside the view with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(
            InputsModifier { inputs in
                inputs.buttonStyle = { configuration, inputs in
                    makeOutputs(style.makeBody(configuration: configuration), inputs)
                }
            })
    }
}
