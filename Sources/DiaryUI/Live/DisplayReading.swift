// What a live frame's display list says to the page: its controls and its texts.

/// A tappable element of a live preview, for the page's `role="button"` overlay and the keyboard.
public struct LiveControl: Hashable, Sendable {
    /// What assistive technology reads: the `accessibilityLabel`, else the texts inside, in order.
    public var label: String
    /// Where it is, in canvas coordinates (points, as in the SVG's viewBox).
    public var frame: CGRect
    /// Whether it is a `Button` (otherwise a view with a tap gesture).
    public var isButton: Bool
    /// Identifies the control's gestures from frame to frame.
    let key: ViewPath
}

/// A handler group found in the display list, in canvas coordinates.
struct HandlerRegion {
    let index: Int
    var frame: CGRect?
    var label: String?
    var texts: [String]
}

extension DisplayItem {
    /// Every handler group of `items` in painting order, with its canvas frame and what it reads.
    static func handlerRegions(_ items: [DisplayItem]) -> [HandlerRegion] {
        var regions: [HandlerRegion] = []
        collectRegions(items, transform: [], clip: nil, open: [], label: nil, into: &regions)
        return regions
    }

    /// The text of every text drawing, in painting order.
    static func texts(_ items: [DisplayItem]) -> [String] {
        items.flatMap { item -> [String] in
            switch item {
            case .text(let text): [text.lines.map { $0.text }.joined(separator: " ")]
            case .group(_, let children): texts(children)
            case .shape, .image: []
            }
        }
    }

    /// Walks the items, keeping the transforms and clips above them, and records each handler group's
    /// drawn bounds, label and texts (`open` lists the indices in `regions` of the groups around;
    /// `label` is an accessibility label set outside, waiting for the next handler inside).
    private static func collectRegions(
        _ items: [DisplayItem], transform: [TransformStep], clip: CGRect?, open: [Int], label: String?,
        into regions: inout [HandlerRegion]
    ) {
        for item in items {
            switch item {
            case .shape, .image:
                include(item.paintedBounds, transform: transform, clip: clip, in: open, of: &regions)
            case .text(let text):
                include(text.frame, transform: transform, clip: clip, in: open, of: &regions)
                let string = text.lines.map { $0.text }.joined(separator: " ")
                for index in open { regions[index].texts.append(string) }
            case .group(let effect, let children):
                var transform = transform
                var clip = clip
                var open = open
                var label = label
                switch effect {
                case .transform(let steps):
                    transform = steps + transform
                case .clip(let path, _):
                    let bounds = transform.apply(to: path.boundingRect)
                    clip = clip.map { $0.intersection(bounds) } ?? bounds
                case .interaction(.handler(let handler)):
                    regions.append(HandlerRegion(index: handler, frame: nil, label: label, texts: []))
                    open.append(regions.count - 1)
                    label = nil
                case .interaction(.contentShape(let path, _)):
                    include(path.boundingRect, transform: transform, clip: clip, in: open, of: &regions)
                case .interaction(.accessibilityLabel(let text)):
                    for index in open where regions[index].label == nil { regions[index].label = text }
                    label = text
                case .opacity, .mask, .shadow, .interaction(.hitTestingDisabled), .interaction(.animationScope):
                    break
                }
                collectRegions(children, transform: transform, clip: clip, open: open, label: label, into: &regions)
            }
        }
    }

    private static func include(
        _ bounds: CGRect?, transform: [TransformStep], clip: CGRect?, in open: [Int], of regions: inout [HandlerRegion]
    ) {
        guard let bounds else { return }
        var rect = transform.apply(to: bounds)
        if let clip { rect = rect.intersection(clip) }
        guard rect.width > 0, rect.height > 0 else { return }
        for index in open {
            regions[index].frame = regions[index].frame.map { $0.union(rect) } ?? rect
        }
    }
}

extension Array where Element == TransformStep {
    /// The bounding box of `rect` after the steps, first to last.
    func apply(to rect: CGRect) -> CGRect {
        reduce(rect) { $1.apply(to: $0) }
    }
}

extension CGRect {
    /// The overlap of two rectangles; empty (zero size) when they do not overlap.
    func intersection(_ other: CGRect) -> CGRect {
        let x0 = Swift.max(minX, other.minX)
        let y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX)
        let y1 = Swift.min(maxY, other.maxY)
        return CGRect(x: x0, y: y0, width: Swift.max(x1 - x0, 0), height: Swift.max(y1 - y0, 0))
    }
}
