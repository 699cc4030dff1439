/// The drawing of a device around a preview screen: a rounded bezel, the sensor cut-out and the home
/// indicator, in the proportions of the real hardware but without its details.
struct DeviceFrame {
    let device: DeviceSpecification
    let orientation: InterfaceOrientation

    /// The bezel width on each side of the screen, in canvas orientation.
    var bezel: EdgeInsets {
        switch device.cutout {
        case .homeButton:
            // A forehead with the speaker and a chin with the home button.
            orientation.isLandscape
                ? EdgeInsets(top: 14, leading: 72, bottom: 14, trailing: 72)
                : EdgeInsets(top: 72, leading: 14, bottom: 72, trailing: 14)
        case .notch, .dynamicIsland: EdgeInsets(top: 14, leading: 14, bottom: 14, trailing: 14)
        case .none: EdgeInsets(top: 24, leading: 24, bottom: 24, trailing: 24)
        }
    }

    /// The screen's frame on the canvas.
    var screenFrame: CGRect {
        CGRect(origin: CGPoint(x: bezel.leading, y: bezel.top), size: device.screenSize(orientation))
    }

    /// The whole canvas: screen and bezel.
    var canvasSize: CGSize {
        let screen = device.screenSize(orientation)
        return CGSize(width: screen.width + bezel.horizontal, height: screen.height + bezel.vertical)
    }

    /// The body of the device, drawn under the screen.
    func bodyItems() -> [DisplayItem] {
        let outer = CGRect(origin: .zero, size: canvasSize)
        let radius = device.cutout == .homeButton ? 48 : device.cornerRadius + bezel.top
        let body = ShapeDrawing(
            path: Path(roundedRect: outer, cornerRadius: radius, style: .circular), frame: outer,
            paint: .color(RGBA(28, 28, 30)),
            mode: .fill(FillStyle()))
        let edge = ShapeDrawing(
            path: Path(roundedRect: outer.insetBy(dx: 1, dy: 1), cornerRadius: radius - 1, style: .circular),
            frame: outer,
            paint: .color(RGBA(72, 72, 74)), mode: .stroke(StrokeStyle(lineWidth: 2)))
        return [.shape(body), .shape(edge)] + homeButtonItems()
    }

    /// The status bar, sensor housing and home indicator, drawn over the screen content.
    func overlayItems(colorScheme: ColorScheme) -> [DisplayItem] {
        let screen = screenFrame
        var items = DeviceStatusBar(device: device, orientation: orientation).items(
            in: screen, colorScheme: colorScheme)
        if let cutout = cutoutPath(in: screen) {
            items.append(
                .shape(
                    ShapeDrawing(path: cutout, frame: screen, paint: .color(RGBA(0, 0, 0)), mode: .fill(FillStyle()))))
        }
        if device.cutout != .homeButton {
            let width: CGFloat = device.isPad ? 315 : 134
            let indicator = CGRect(x: screen.midX - width / 2, y: screen.maxY - 13, width: width, height: 5)
            let color = colorScheme == .dark ? RGBA(255, 255, 255) : RGBA(0, 0, 0)
            items.append(
                .shape(
                    ShapeDrawing(
                        path: Path(roundedRect: indicator, cornerRadius: 2.5, style: .circular), frame: indicator,
                        paint: .color(color),
                        mode: .fill(FillStyle()))))
        }
        return items
    }

    /// The notch or Dynamic Island on the edge that is the device's top in this orientation.
    private func cutoutPath(in screen: CGRect) -> Path? {
        let (long, short, inset, radius): (CGFloat, CGFloat, CGFloat, CGFloat)
        switch device.cutout {
        case .notch: (long, short, inset, radius) = (162, 53, -20, 20)
        case .dynamicIsland: (long, short, inset, radius) = (126, 37, 11, 18.5)
        case .homeButton, .none: return nil
        }
        let rect: CGRect
        switch orientation.kind {
        case .portrait: rect = CGRect(x: screen.midX - long / 2, y: screen.minY + inset, width: long, height: short)
        case .portraitUpsideDown:
            rect = CGRect(x: screen.midX - long / 2, y: screen.maxY - inset - short, width: long, height: short)
        case .landscapeLeft:
            rect = CGRect(x: screen.minX + inset, y: screen.midY - long / 2, width: short, height: long)
        case .landscapeRight:
            rect = CGRect(x: screen.maxX - inset - short, y: screen.midY - long / 2, width: short, height: long)
        }
        return Path(roundedRect: rect, cornerRadius: radius, style: .circular)
    }

    /// The home button in the chin and the speaker slot in the forehead of a home-button iPhone.
    private func homeButtonItems() -> [DisplayItem] {
        guard device.cutout == .homeButton else { return [] }
        let screen = screenFrame
        let chinCenter: CGPoint
        let speaker: CGRect
        switch orientation.kind {
        case .portrait:
            chinCenter = CGPoint(x: screen.midX, y: screen.maxY + bezel.bottom / 2)
            speaker = CGRect(x: screen.midX - 24, y: bezel.top / 2 - 3, width: 48, height: 6)
        case .portraitUpsideDown:
            chinCenter = CGPoint(x: screen.midX, y: bezel.top / 2)
            speaker = CGRect(x: screen.midX - 24, y: screen.maxY + bezel.bottom / 2 - 3, width: 48, height: 6)
        case .landscapeLeft:
            chinCenter = CGPoint(x: screen.maxX + bezel.trailing / 2, y: screen.midY)
            speaker = CGRect(x: bezel.leading / 2 - 3, y: screen.midY - 24, width: 6, height: 48)
        case .landscapeRight:
            chinCenter = CGPoint(x: bezel.leading / 2, y: screen.midY)
            speaker = CGRect(x: screen.maxX + bezel.trailing / 2 - 3, y: screen.midY - 24, width: 6, height: 48)
        }
        let button = CGRect(x: chinCenter.x - 22, y: chinCenter.y - 22, width: 44, height: 44)
        let ring = StrokeStyle(lineWidth: 2)
        return [
            .shape(
                ShapeDrawing(
                    path: Path(ellipseIn: button), frame: button, paint: .color(RGBA(72, 72, 74)), mode: .stroke(ring))),
            .shape(
                ShapeDrawing(
                    path: Path(roundedRect: speaker, cornerRadius: 3, style: .circular), frame: speaker,
                    paint: .color(RGBA(58, 58, 60)),
                    mode: .fill(FillStyle()))),
        ]
    }
}
