import DiaryUI

/// Cases whose expected frames were measured from reference images SwiftUI rendered in a public
/// snapshot-test suite (`measure-snapshot.py`; the images and the view are cited in `cases.json`). The
/// view there is a checkmark symbol and "Checked" in an `HStack`, padded by 5 on a blue rounded
/// rectangle, padded by 10 on yellow. DiaryUI draws no SF Symbols, so the probes put a black block of the
/// measured content size where the `HStack` was: the cases check what SwiftUI does around it.
extension FidelityCatalogue {
    /// The snapshot's view around a content block of `width` × `height` points.
    static func snapshotBadge(content width: CGFloat, _ height: CGFloat) -> some View {
        Color.black.frame(width: width, height: height)
            .padding(5)
            .background(RoundedRectangle(cornerRadius: 5).fill(Color.blue))
            .padding(10)
            .background(Color.yellow)
    }

    /// The first two leaves (the yellow, then the blue background) on a canvas, as x, y, width, height.
    static func backgroundFrames<V: View>(_ view: V, canvas width: CGFloat, _ height: CGFloat) -> FidelityValue {
        let frames = leafFrames(of: view, in: CGSize(width: width, height: height)).prefix(2)
        return .numbers(frames.flatMap { [$0.minX, $0.minY, $0.width, $0.height] })
    }

    static let snapshotCases: [FidelityProbe] = [
        FidelityProbe("snapshot-padded-background-size-that-fits") {
            let badge = snapshotBadge(content: 93, 20.5)
            let size = chosenSize(of: badge, for: .unspecified)
            return backgroundFrames(badge, canvas: size.width, size.height)
        },
        FidelityProbe("snapshot-fixed-layout-centres") {
            backgroundFrames(snapshotBadge(content: 93, 20.5), canvas: 200, 100)
        },
        FidelityProbe("snapshot-device-centre-in-safe-area") {
            // iPhone SE (1st generation): a 320 × 568 screen under a 20-point status bar.
            let insets = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
            let frame = leafFrames(
                of: snapshotBadge(content: 88.5, 19.5), in: CGSize(width: 320, height: 568), safeAreaInsets: insets)[0]
            return .numbers([frame.midX - 160, frame.midY - 284])
        },
        FidelityProbe("snapshot-device-padded-background") {
            let insets = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
            let frames = leafFrames(
                of: snapshotBadge(content: 88.5, 19.5), in: CGSize(width: 320, height: 568), safeAreaInsets: insets)
            return .numbers([
                frames[1].minX - frames[0].minX, frames[1].minY - frames[0].minY, frames[1].width, frames[1].height,
            ])
        },
        FidelityProbe("snapshot-body-line-height") {
            .numbers([chosenSize(of: Text("Checked").fixedSize(), for: .unspecified).height])
        },
    ]
}
