/// One pointer press in a live preview: where it went down, which handlers it holds, and its recent
/// moves on the host's clock, for the drag's velocity.
struct PointerTrack {
    /// How far back moves count for the velocity, in milliseconds.
    static let velocityWindow = 100
    /// How long a released flick is assumed to keep going at its speed, in seconds, for the predicted
    /// end (a simple model of UIKit's deceleration).
    static let flickDuration = 0.25

    let start: CGPoint
    /// The innermost tappable handler under the press.
    let tapKey: ViewPath?
    /// The innermost handler with a drag.
    let dragKey: ViewPath?
    /// Whether the drag has started (the pointer moved far enough).
    var isDragging = false
    private var samples: [(time: Int, point: CGPoint)]

    init(start: CGPoint, time: Int, tapKey: ViewPath?, dragKey: ViewPath?) {
        self.start = start
        self.tapKey = tapKey
        self.dragKey = dragKey
        samples = [(time, start)]
    }

    /// Records a pointer position at host time `time`.
    mutating func record(_ point: CGPoint, time: Int) {
        samples.append((time, point))
        // The velocity is measured over the last moves only; two samples always stay to measure it by.
        while samples.count > 2, samples[0].time < time - Self.velocityWindow {
            samples.removeFirst()
        }
    }

    /// How far the pointer is from where it went down.
    var distance: CGFloat {
        let last = samples[samples.count - 1].point
        let dx = last.x - start.x
        let dy = last.y - start.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The drag as `DragGesture` reports it now.
    var value: DragGesture.Value {
        let last = samples[samples.count - 1]
        let first = samples[0]
        let seconds = Double(last.time - first.time) / 1000
        let velocity =
            seconds > 0
            ? CGSize(width: (last.point.x - first.point.x) / seconds, height: (last.point.y - first.point.y) / seconds)
            : CGSize(width: 0, height: 0)
        let predicted = CGPoint(
            x: last.point.x + velocity.width * Self.flickDuration,
            y: last.point.y + velocity.height * Self.flickDuration)
        return DragGesture.Value(
            location: last.point,
            startLocation: start,
            translation: CGSize(width: last.point.x - start.x, height: last.point.y - start.y),
            velocity: velocity,
            predictedEndLocation: predicted,
            predictedEndTranslation: CGSize(width: predicted.x - start.x, height: predicted.y - start.y))
    }
}
