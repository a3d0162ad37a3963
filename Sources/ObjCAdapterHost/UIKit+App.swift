import Foundation
import ObjCFaces
import UIKit

// The Swift side of windows, scenes, the app, the screen, the device and image contexts
// (`UIKitObjC/SwiftSide.h`). Faces handed back are +1.

private func object<T: AnyObject>(_ swift: gac_swift?, _: T.Type) -> T {
    guard let object = Faces.borrowed(swift, as: T.self) else { preconditionFailure("not a \(T.self) face") }
    return object
}

/// An array (+1) of the faces of `objects`.
private func faces(_ objects: [AnyObject]) -> gac_object? {
    let array = gac_array_new()
    for object in objects {
        guard let face = Faces.face(of: object) else { continue }
        gac_array_add(array, face)
        gac_release(face)
    }
    return array
}

// MARK: Windows and scenes

@_cdecl("gac_uikit_window_root")
func gacWindowRoot(_ swift: gac_swift?) -> gac_object? {
    Faces.face(of: object(swift, UIWindow.self).rootViewController)
}

@_cdecl("gac_uikit_window_set_root")
func gacWindowSetRoot(_ swift: gac_swift?, _ controller: gac_swift?) {
    object(swift, UIWindow.self).rootViewController = Faces.borrowed(controller, as: UIViewController.self)
}

@_cdecl("gac_uikit_window_scene")
func gacWindowScene(_ swift: gac_swift?) -> gac_object? { Faces.face(of: object(swift, UIWindow.self).windowScene) }

@_cdecl("gac_uikit_window_set_scene")
func gacWindowSetScene(_ swift: gac_swift?, _ scene: gac_swift?) {
    object(swift, UIWindow.self).windowScene = Faces.borrowed(scene, as: UIWindowScene.self)
}

@_cdecl("gac_uikit_window_is_key")
func gacWindowIsKey(_ swift: gac_swift?) -> Int32 { object(swift, UIWindow.self).isKeyWindow ? 1 : 0 }

/// Makes the window key, and shows it when `visible`.
@_cdecl("gac_uikit_window_make_key")
func gacWindowMakeKey(_ swift: gac_swift?, _ visible: Int32) {
    let window = object(swift, UIWindow.self)
    if visible != 0 { window.makeKeyAndVisible() } else { window.makeKey() }
}

@_cdecl("gac_uikit_scene_state")
func gacSceneState(_ swift: gac_swift?) -> Int { object(swift, UIScene.self).activationState.rawValue }

@_cdecl("gac_uikit_scene_windows")
func gacSceneWindows(_ swift: gac_swift?) -> gac_object? { faces(object(swift, UIWindowScene.self).windows) }

@_cdecl("gac_uikit_scene_key_window")
func gacSceneKeyWindow(_ swift: gac_swift?) -> gac_object? {
    Faces.face(of: object(swift, UIWindowScene.self).keyWindow)
}

// MARK: The app

@_cdecl("gac_uikit_app")
func gacApp() -> gac_object? { Faces.face(of: UIApplication.shared) }

@_cdecl("gac_uikit_app_key_window")
func gacAppKeyWindow() -> gac_object? { Faces.face(of: UIApplication.shared.keyWindow) }

@_cdecl("gac_uikit_app_windows")
func gacAppWindows() -> gac_object? { faces(UIApplication.shared.windows) }

@_cdecl("gac_uikit_app_scenes")
func gacAppScenes() -> gac_object? { faces(Array(UIApplication.shared.connectedScenes)) }

@_cdecl("gac_uikit_app_state")
func gacAppState() -> Int { UIApplication.shared.applicationState.rawValue }

@_cdecl("gac_uikit_app_can_open")
func gacAppCanOpen(_ url: gac_object?) -> Int32 {
    guard let url = ObjCValue.value(url) as? URL else { return 0 }
    return UIApplication.shared.canOpenURL(url) ? 1 : 0
}

/// Opens `url` with `options` (a dictionary, borrowed, or NULL); returns whether it opened.
@_cdecl("gac_uikit_app_open")
func gacAppOpen(_ url: gac_object?, _ options: gac_object?) -> Int32 {
    guard let url = ObjCValue.value(url) as? URL else { return 0 }
    var keyed: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]
    for (key, value) in ObjCValue.value(options) as? [String: Any] ?? [:] {
        keyed[UIApplication.OpenExternalURLOptionsKey(rawValue: key)] = value
    }
    // The stand-in completes before `open` returns.
    let opened = OpenedFlag()
    UIApplication.shared.open(url, options: keyed) { opened.set($0) }
    return opened.value ? 1 : 0
}

/// What an `open` completion reported.
private final class OpenedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var opened = false
    var value: Bool { lock.withLock { opened } }
    func set(_ value: Bool) { lock.withLock { opened = value } }
}

// MARK: The screen and the device

@_cdecl("gac_uikit_screen")
func gacScreen() -> gac_object? { Faces.face(of: UIScreen.main) }

@_cdecl("gac_uikit_screen_bounds")
func gacScreenBounds(_ swift: gac_swift?) -> gac_rect { object(swift, UIScreen.self).bounds.bridged }

@_cdecl("gac_uikit_screen_scale")
func gacScreenScale(_ swift: gac_swift?) -> Double { Double(object(swift, UIScreen.self).scale) }

@_cdecl("gac_uikit_device")
func gacDevice() -> gac_object? { Faces.face(of: UIDevice.current) }

/// A device text: 0 name, 1 model, 2 localized model, 3 system name, 4 system version, 5 the
/// identifier for vendor (NULL when there is none).
@_cdecl("gac_uikit_device_text")
func gacDeviceText(_ swift: gac_swift?, _ which: Int32) -> UnsafeMutablePointer<CChar>? {
    let device = object(swift, UIDevice.self)
    switch which {
    case 0: return ObjCValue.copied(device.name)
    case 1: return ObjCValue.copied(device.model)
    case 2: return ObjCValue.copied(device.localizedModel)
    case 3: return ObjCValue.copied(device.systemName)
    case 4: return ObjCValue.copied(device.systemVersion)
    default: return ObjCValue.copied(device.identifierForVendor?.uuidString)
    }
}

/// A device number: 0 interface idiom, 1 orientation, 2 multitasking supported, 3 battery
/// monitoring enabled.
@_cdecl("gac_uikit_device_number")
func gacDeviceNumber(_ swift: gac_swift?, _ which: Int32) -> Int {
    let device = object(swift, UIDevice.self)
    switch which {
    case 0: return device.userInterfaceIdiom.rawValue
    case 1: return device.orientation.rawValue
    case 2: return device.isMultitaskingSupported ? 1 : 0
    default: return device.isBatteryMonitoringEnabled ? 1 : 0
    }
}

@_cdecl("gac_uikit_device_battery")
func gacDeviceBattery(_ swift: gac_swift?) -> Double { Double(object(swift, UIDevice.self).batteryLevel) }

@_cdecl("gac_uikit_device_set_battery_monitoring")
func gacDeviceSetBatteryMonitoring(_ swift: gac_swift?, _ on: Int32) {
    object(swift, UIDevice.self).isBatteryMonitoringEnabled = on != 0
}

// MARK: Image contexts

/// The image (+1) an image context makes: placeholder bytes of the context's size and scale.
@_cdecl("gac_uikit_image_drawn")
func gacImageDrawn(_ size: gac_size, _ scale: Double) -> gac_swift? {
    // PNG's signature: bytes that say "an image", which is all anything here reads of them.
    let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    return Faces.retained(
        UIImage(data: bytes, size: CGSize(width: size.width, height: size.height), scale: CGFloat(scale)))
}
