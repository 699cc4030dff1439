// `#Preview("name", traits: …) { … }` in article code. No macro package exists here, so the extractor
// rewrites each macro into a provider whose one variant is a `_PreviewMacroVariant` with the macro's
// arguments (SampleExtraction's `PreviewMacros`); the traits are SwiftUI's.

/// The namespace of SwiftUI's preview types that `#Preview` takes.
public enum Preview {
    /// The traits a view preview accepts.
    public struct ViewTraits: Sendable {}
}

/// A setting of one `#Preview`, as SwiftUI's `PreviewTrait<Preview.ViewTraits>`: its layout or orientation.
public struct PreviewTrait<T>: Sendable {
    let change: @Sendable (inout PreviewTraits) -> Void
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// On the screen of the preview device, inside its frame.
    public static var defaultLayout: PreviewTrait { PreviewTrait { $0.layout = .device } }
    /// As large as the view chooses.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait { $0.layout = .sizeThatFits } }
    /// A canvas of a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait { $0.layout = .fixed(width: width, height: height) }
    }
    /// The device upright.
    public static var portrait: PreviewTrait { PreviewTrait { $0.orientation = .portrait } }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait { $0.orientation = .portraitUpsideDown } }
    /// The device's top on the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait { $0.orientation = .landscapeLeft } }
    /// The device's top on the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait { $0.orientation = .landscapeRight } }
}

/// One `#Preview` as the extractor rewrites it: the macro's name, traits and body as one preview variant.
/// Its initialisers take the macro's parameters, so an argument Xcode would reject is rejected here.
public struct _PreviewMacroVariant<Content: View>: View {
    let content: Content
    let name: String?
    let traits: [PreviewTrait<Preview.ViewTraits>]

    /// A `#Preview` with traits.
    public init(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
        _ additionalTraits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: () -> Content
    ) {
        self.content = body()
        self.name = name
        self.traits = [traits] + additionalTraits
    }

    /// A `#Preview` without traits.
    public init(_ name: String? = nil, @ViewBuilder body: () -> Content) {
        self.content = body()
        self.name = name
        self.traits = []
    }

    public var body: some View {
        let (name, traits) = (name, traits)
        return content.modifier(
            TraitsModifier { viewTraits in
                if let name { viewTraits.preview.displayName = name }
                for trait in traits { trait.change(&viewTraits.preview) }
            })
    }
}
