/// The status bar Xcode's canvas draws at the top of a device's screen: the time (9:41, as in Apple's
/// product shots), cellular signal, Wi-Fi and a full battery, black on a light screen and white on a
/// dark one. iPhones hide it on their side, as iOS does; iPads keep it in every orientation.
///
/// Layout follows the devices: a home-button iPhone centres the time in a 20-point bar with the signal
/// on the left and the battery on the right; a notch or Dynamic Island splits the bar into two "ears",
/// the time centred in the left one and the icons in the right one, level with the cut-out; an iPad puts
/// the time on the left and the icons on the right of a 24-point bar.
struct DeviceStatusBar {
    let device: DeviceSpecification
    let orientation: InterfaceOrientation

    /// The time the bar shows.
    static let time = "9:41"

    /// The drawing of the bar over `screen`, or nothing on a device that shows none in this orientation.
    func items(in screen: CGRect, colorScheme: ColorScheme) -> [DisplayItem] {
        guard let band = band(in: screen) else { return [] }
        let ink: Color = colorScheme == .dark ? .white : .black
        let environment = EnvironmentValues(colorScheme, .none)
        let node: any LayoutNode
        switch device.cutout {
        case .homeButton:
            node = rootNode(homeButtonBar(ink), environment: environment)
        case .notch, .dynamicIsland:
            node = rootNode(earsBar(ink, ear: (band.width - cutoutWidth) / 2), environment: environment)
        case .none:
            node = rootNode(padBar(ink), environment: environment)
        }
        return layOut(node, in: band, safeAreaInsets: .zero).items
    }

    /// The strip the bar's content is centred in, or `nil` when the bar is hidden.
    func band(in screen: CGRect) -> CGRect? {
        let isShown = device.isPad || orientation == .portrait
        guard isShown else { return nil }
        switch device.cutout {
        case .homeButton: return CGRect(x: screen.minX, y: screen.minY, width: screen.width, height: 20)
        // Level with the notch's visible part (33 points) and the island (11 to 48 points down).
        case .notch: return CGRect(x: screen.minX, y: screen.minY + 3, width: screen.width, height: 36)
        case .dynamicIsland: return CGRect(x: screen.minX, y: screen.minY + 11, width: screen.width, height: 37)
        case .none: return CGRect(x: screen.minX, y: screen.minY, width: screen.width, height: 24)
        }
    }

    /// The width of the cut-out between the ears.
    private var cutoutWidth: CGFloat { device.cutout == .notch ? 162 : 126 }

    private func homeButtonBar(_ ink: Color) -> some View {
        ZStack {
            HStack(spacing: 4) {
                StatusBarSignal().fill(ink).frame(width: 17, height: 10)
                StatusBarWiFi().fill(ink).frame(width: 14, height: 10)
                Spacer(minLength: 0)
                StatusBarBattery(ink: ink).frame(width: 24, height: 11)
            }
            .padding(.horizontal, 6)
            Text(Self.time).font(.system(size: 12, weight: .semibold)).foregroundColor(ink)
        }
    }

    private func earsBar(_ ink: Color, ear: CGFloat) -> some View {
        HStack(spacing: 0) {
            Text(Self.time).font(.system(size: 17, weight: .semibold)).foregroundColor(ink).frame(width: ear)
            Spacer(minLength: 0)
            HStack(spacing: 6) {
                StatusBarSignal().fill(ink).frame(width: 18, height: 11)
                StatusBarWiFi().fill(ink).frame(width: 16, height: 11)
                StatusBarBattery(ink: ink).frame(width: 26, height: 12)
            }
            .frame(width: ear)
        }
    }

    private func padBar(_ ink: Color) -> some View {
        HStack(spacing: 5) {
            Text(Self.time).font(.system(size: 12, weight: .semibold)).foregroundColor(ink)
            Spacer(minLength: 0)
            StatusBarWiFi().fill(ink).frame(width: 14, height: 10)
            StatusBarBattery(ink: ink).frame(width: 24, height: 11)
        }
        .padding(.horizontal, 20)
    }
}

/// Four bars of rising height: full cellular signal.
struct StatusBarSignal: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let gap = rect.width / 10
        let width = (rect.width - 3 * gap) / 4
        for bar in 0..<4 {
            let height = rect.height * (0.4 + 0.2 * CGFloat(bar))
            let frame = CGRect(
                x: rect.minX + CGFloat(bar) * (width + gap), y: rect.maxY - height, width: width, height: height)
            path.addRoundedRect(in: frame, cornerSize: CGSize(width: 1, height: 1), style: .circular)
        }
        return path
    }
}

/// The Wi-Fi fan: a wedge and two bands around it, pointing up from the bottom centre.
struct StatusBarWiFi: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.maxY)
        let radius = Swift.min(rect.height, rect.width / 1.42)
        let thickness = radius * 0.24
        let gap = radius * 0.14
        for band in 0..<3 {
            let outer = radius - CGFloat(band) * (thickness + gap)
            let inner = band == 2 ? 0 : outer - thickness
            path.addLines(arc(center, outer, from: 225, to: 315) + arc(center, inner, from: 315, to: 225))
            path.closeSubpath()
        }
        return path
    }

    /// Points along a circle from one angle to another (degrees, clockwise on screen), in 8 steps.
    private func arc(_ center: CGPoint, _ radius: CGFloat, from start: Double, to end: Double) -> [CGPoint] {
        guard radius > 0 else { return [center] }
        return (0...8).map { step in
            let angle = sineCosine(degrees: start + (end - start) * Double(step) / 8)
            return CGPoint(x: center.x + radius * angle.cosine, y: center.y + radius * angle.sine)
        }
    }
}

/// A full battery: a faint outline with its terminal and the charge filling it.
struct StatusBarBattery: View {
    let ink: Color

    var body: some View {
        HStack(spacing: 1) {
            ZStack {
                RoundedRectangle(cornerRadius: 3.5, style: .circular).stroke(ink.opacity(0.4), lineWidth: 1)
                RoundedRectangle(cornerRadius: 2, style: .circular).fill(ink).padding(2)
            }
            RoundedRectangle(cornerRadius: 1, style: .circular).fill(ink.opacity(0.4)).frame(width: 1.5, height: 4)
        }
    }
}
