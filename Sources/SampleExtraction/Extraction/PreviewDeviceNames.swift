@_spi(DeviceList) import DiaryUI

/// The devices a preview fence can draw `#Preview` macros on (`device="iPhone 14 Pro"`): DiaryUI's
/// own device list (`DeviceSpecification`), so the two cannot drift. A name not in it would silently
/// fall back to the default device, so the extractor rejects it.
enum PreviewDeviceNames {
    /// Every name, in Xcode's order.
    static var all: [String] { PreviewDevice.knownNames }

    /// The error for a fence's `device=` value that names no such device, or `nil` for a known one.
    static func problem(with name: String) -> String? {
        let names = all
        guard !names.contains(name) else { return nil }
        return "unknown preview device '\(name)'; write one of Xcode's default devices in quotes, e.g. "
            + "device=\"iPhone SE (3rd generation)\": " + names.joined(separator: ", ")
    }
}
