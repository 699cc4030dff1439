// snippet.hide
import DiaryUI

// snippet.show
struct LoadingRectangle: View {
    /// From 0 (empty) to 1 (full).
    var progress: Double

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Rectangle()
                    .foregroundColor(.white.opacity(0.3))
                    .cornerRadius(5)
                Rectangle()
                    .frame(width: geometry.size.width * progress)
                    .foregroundColor(.white.opacity(0.9))
                    .cornerRadius(5)
            }
        }
    }
}
