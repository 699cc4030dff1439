/// The devices a preview fence can draw `#Preview` macros on (`device="iPhone 14 Pro"`): the default
/// preview devices of Xcode 14, spelt as Xcode names them. DiaryUI's `DeviceSpecification` draws the
/// same list; a name not here would silently fall back to the default device, so the extractor rejects it.
enum PreviewDeviceNames {
    /// Every name, in Xcode's order.
    static let all = [
        "iPhone SE (3rd generation)", "iPhone 14", "iPhone 14 Plus", "iPhone 14 Pro", "iPhone 14 Pro Max",
        "iPad mini (6th generation)", "iPad (10th generation)", "iPad Air (5th generation)",
        "iPad Pro (11-inch) (4th generation)", "iPad Pro (12.9-inch) (6th generation)",
    ]

    /// The error for a fence's `device=` value that names no such device, or `nil` for a known one.
    static func problem(with name: String) -> String? {
        guard !all.contains(name) else { return nil }
        return "unknown preview device '\(name)'; write one of Xcode's default devices in quotes, e.g. "
            + "device=\"iPhone SE (3rd generation)\": " + all.joined(separator: ", ")
    }
}
