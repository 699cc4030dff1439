@testable import DiaryUI

// Views in the style of the diary's articles, drawn by the snapshot tests.

/// Images the snapshot views use, as an asset catalog would provide them.
let snapshotImages = ImageResolver.images([
    "avatar": ResolvedImage(size: CGSize(width: 300, height: 400), href: "images/avatar.jpg"),
    "pattern": ResolvedImage(size: CGSize(width: 24, height: 24), href: "images/pattern.png", rendersAsTemplate: true),
    "icon-close": ResolvedImage(size: CGSize(width: 24, height: 24), href: "images/close.svg"),
    "icon-heart": ResolvedImage(size: CGSize(width: 24, height: 24), href: "images/heart.svg"),
])

/// The camera screen: a big round shutter button pushed to the bottom by a spacer, over a full-screen
/// backdrop that ignores the safe area.
struct ShutterScreen: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.teal, .indigo], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            VStack {
                Spacer()
                Circle()
                    .fill(Color.white)
                    .frame(width: 80, height: 80)
                    .overlay(Circle().strokeBorder(Color.gray, lineWidth: 4).padding(6))
                    .shadow(color: Color.black.opacity(0.4), radius: 8, y: 4)
                    .padding(.bottom, 24)
            }
        }
    }
}

/// A "window" made of two nested rectangles: filled even-odd, the inner one is a hole.
struct WindowShape: Shape {
    let hole: CGRect

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRect(rect)
        path.addRect(hole)
        return path
    }
}

/// Top and bottom panels cut out of one full-screen gradient: the gradient is masked by the screen minus
/// a window between the panels.
struct ToolbarPanels: View {
    var body: some View {
        GeometryReader { proxy in
            let size = proxy.size
            LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                .mask(
                    WindowShape(hole: CGRect(x: 0, y: 72, width: size.width, height: size.height - 144))
                        .fill(style: FillStyle(eoFill: true))
                )
        }
        .ignoresSafeArea()
    }
}

/// The story viewer's progress bars: one bar per image, filled up to the current progress.
struct LoadingBars: View {
    let progress: Double

    var body: some View {
        VStack {
            HStack(spacing: 4) {
                ForEach(0..<7) { index in
                    LoadingRectangle(progress: Swift.min(Swift.max(progress - Double(index), 0), 1))
                        .frame(height: 2)
                }
            }
            .padding()
            Spacer()
        }
        .background(Color.black)
    }
}

/// One progress bar: a translucent track with a near-white fill on top.
struct LoadingRectangle: View {
    let progress: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Rectangle().foregroundColor(Color.white.opacity(0.3)).cornerRadius(5)
                Rectangle().foregroundColor(Color.white.opacity(0.9)).frame(width: proxy.size.width * progress)
                    .cornerRadius(5)
            }
        }
    }
}

/// A dating-app card: a photo with a darkening gradient, the name and hobby at the bottom.
struct SwipeCard: View {
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Image("avatar")
                .resizable()
                .scaledToFill()
                .frame(width: 300, height: 420)
                .overlay(LinearGradient(colors: [.clear, .black], startPoint: .center, endPoint: .bottom))
                .clipped()
            VStack(alignment: .leading, spacing: 4) {
                Text("Анна, 27").font(.system(size: 28, weight: .semibold)).foregroundColor(.white)
                Text("Фотография, горы и кофе").font(.system(size: 16)).foregroundColor(.white)
            }
            .padding()
        }
        .cornerRadius(12)
        .shadow(radius: 12)
        .padding(24)
    }
}

/// The bottom bar of the swipe screen: four round buttons on white circles with a grey shadow.
struct SwipeButtons: View {
    var body: some View {
        HStack {
            ForEach([Color.orange, .red, .green, .purple], id: \.self) { color in
                Image("pattern")
                    .foregroundColor(color)
                    .frame(width: 48, height: 48)
                    .background(Circle().fill(Color.white).shadow(color: .gray, radius: 12))
            }
        }
        .padding()
        .background(Color(white: 0.95))
    }
}

/// The parental gate: a dimmed screen with an arithmetic question and three answers.
struct ParentalGate: View {
    var body: some View {
        ZStack {
            Color.black.opacity(0.4).ignoresSafeArea()
            VStack(spacing: 24) {
                HStack(spacing: 12) {
                    Text("4").font(.system(size: 48, weight: .bold))
                    Text("+").font(.system(size: 64, weight: .bold)).foregroundColor(.orange)
                    Text("9").font(.system(size: 48, weight: .bold))
                }
                HStack(spacing: 12) {
                    ForEach([12, 13, 14], id: \.self) { answer in
                        Text("\(answer)")
                            .font(.title)
                            .frame(maxWidth: .infinity, minHeight: 56)
                            .background(Capsule().fill(Color.blue.opacity(0.15)))
                    }
                }
            }
            .padding(24)
            .background(RoundedRectangle(cornerRadius: 24).fill(Color.white))
            .padding(32)
        }
    }
}

/// Russian typography: a heading, a centred paragraph and a line-limited caption.
struct TypographyCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Кнопки").font(.largeTitle).bold()
            Text("Кнопка спуска — самая большая: её хочется нажать, и она отвечает «живой» анимацией…")
                .multilineTextAlignment(.center)
            Text("Подпись, которая не помещается в две строки и потому обрезается многоточием в конце")
                .font(.footnote)
                .foregroundColor(.secondary)
                .lineLimit(2)
        }
        .padding()
        .frame(width: 320)
        .background(Color(light: .white, dark: Color(white: 0.11)))
    }
}

/// A panel pattern: a template image tiled over a rotated rectangle large enough to cover the panel,
/// clipped to the panel.
struct TiledPattern: View {
    var body: some View {
        Rectangle()
            .fill(LinearGradient(colors: [.blue, .cyan], startPoint: .leading, endPoint: .trailing))
            .overlay(
                Image("pattern")
                    .resizable(resizingMode: .tile)
                    .foregroundColor(Color.white.opacity(0.25))
                    .frame(width: 460, height: 460)
                    .rotationEffect(.degrees(-20))
            )
            .frame(width: 390, height: 120)
            .clipped()
    }
}

/// The named system colours in a grid.
struct SystemColorGrid: View {
    static let colors: [Color] = [
        .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray,
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                ForEach(0..<7) { index in RoundedRectangle(cornerRadius: 6).fill(Self.colors[index]) }
            }
            HStack(spacing: 8) {
                ForEach(7..<13) { index in Circle().fill(Self.colors[index]) }
                Capsule().stroke(Color.primary, lineWidth: 2)
            }
        }
        .frame(width: 330, height: 100)
        .padding()
        .background(Color(light: .white, dark: .black))
    }
}

/// Stack alignments and spacers side by side.
struct AlignmentBoard: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack(alignment: .top) {
                Color.red.frame(width: 40, height: 60)
                Color.green.frame(width: 40, height: 30)
                Spacer()
                Text("top")
            }
            HStack(alignment: .bottom) {
                Color.red.frame(width: 40, height: 60)
                Color.green.frame(width: 40, height: 30)
                Spacer(minLength: 40)
                Text("bottom")
            }
            Color.blue.frame(width: 40, height: 20).frame(maxWidth: .infinity, alignment: .trailing)
        }
        .padding()
        .frame(width: 300)
        .border(Color.gray)
    }
}

/// Drawing effects: opacity, offset, scale, rotation, clipping, dashed and inner strokes.
struct EffectsBoard: View {
    var body: some View {
        HStack(spacing: 16) {
            Color.blue.frame(width: 50, height: 50).opacity(0.5).offset(x: 10, y: -10)
            Rectangle().fill(Color.orange).frame(width: 50, height: 50).rotationEffect(.degrees(45))
            Color.green.frame(width: 50, height: 50).scaleEffect(0.8, anchor: .bottomTrailing).clipShape(Circle())
            Ellipse().stroke(Color.purple, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [6, 4]))
                .frame(width: 60, height: 40)
            RoundedRectangle(cornerRadius: 10).strokeBorder(Color.red, lineWidth: 4).frame(width: 50, height: 50)
        }
        .padding()
    }
}

/// A GeometryReader that reads the safe area and paints the status-bar strip it covers.
struct SafeAreaProbe: View {
    var body: some View {
        GeometryReader { proxy in
            VStack(spacing: 0) {
                Color.yellow.frame(height: proxy.safeAreaInsets.top).offset(y: -proxy.safeAreaInsets.top)
                Text("Safe area: \(Int(proxy.safeAreaInsets.top)) / \(Int(proxy.safeAreaInsets.bottom))")
                    .padding()
                Spacer()
            }
        }
    }
}

/// Xcode-style previews of the shutter screen on several devices and settings.
struct ShutterScreenPreviews: PreviewProvider {
    static var previews: some View {
        ShutterScreen()
            .previewDevice("iPhone 14 Pro")
            .previewDisplayName("Камера")
        ShutterScreen()
            .previewDevice("iPhone SE (3rd generation)")
            .previewInterfaceOrientation(.landscapeLeft)
        TypographyCard()
            .previewLayout(.sizeThatFits)
            .preferredColorScheme(.dark)
        ParentalGate()
            .previewDevice("iPad mini (6th generation)")
            .previewInterfaceOrientation(.landscapeRight)
        SystemColorGrid()
            .previewLayout(.fixed(width: 400, height: 160))
    }
}
