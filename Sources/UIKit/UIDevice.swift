import Foundation

/// The device, as adapters read it for their network's request (model, OS version, idiom).
/// A fixed iPhone on iOS 17: the harness has no device, and a network that varies on these
/// values varies the same way in every scenario.
public final class UIDevice: NSObject, @unchecked Sendable {
    /// The one device.
    public static let current = UIDevice()

    public var name: String { "iPhone" }
    public var model: String { "iPhone" }
    public var localizedModel: String { "iPhone" }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "17.0" }
    /// The same for every run, as on a device for one vendor.
    public let identifierForVendor: UUID? = UUID(uuidString: "00000000-0000-4000-8000-000000000001")
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    public var orientation: UIDeviceOrientation { .portrait }
    public var isMultitaskingSupported: Bool { true }
    public var isBatteryMonitoringEnabled = false
    public var batteryLevel: Float { -1 }
}

/// The interface idiom of a device.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// A device's physical orientation.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
