import Foundation
import ObjCFaces
import UIKit
import UIKitObjC

// The Swift side of the UIKit faces (`UIKitObjC/SwiftSide.h`): each function reads or changes
// the Swift stand-in object a face stands for. Faces borrow their Swift objects; faces handed
// back are +1.

extension Faces {
    /// The UIKit face classes and the Swift objects their initializers make.
    static func declareUIKit() {
        declare(UIResponder.self, as: "UIResponder")
        declare(UIView.self, as: "UIView")
        declare(UIViewController.self, as: "UIViewController")
        declare(UIColor.self, as: "UIColor")
        declare(UIImage.self, as: "UIImage")
        declare(UILabel.self, as: "UILabel")
        declare(UIImageView.self, as: "UIImageView")
        declare(UIControl.self, as: "UIControl")
        declare(UIButton.self, as: "UIButton")
        declare(UIWindow.self, as: "UIWindow")
        declare(UIScene.self, as: "UIScene")
        declare(UIWindowScene.self, as: "UIWindowScene")
        declare(UIApplication.self, as: "UIApplication")
        declare(UIScreen.self, as: "UIScreen")
        declare(UIDevice.self, as: "UIDevice")
        declare(UIGestureRecognizer.self, as: "UIGestureRecognizer")
        declare(UITapGestureRecognizer.self, as: "UITapGestureRecognizer")
        declareMaker(for: "UIView") { UIView(frame: $0) }
        declareMaker(for: "UIViewController") { _ in UIViewController() }
        declareMaker(for: "UILabel") { UILabel(frame: $0) }
        declareMaker(for: "UIImageView") { UIImageView(frame: $0) }
        declareMaker(for: "UIControl") { UIControl(frame: $0) }
        declareMaker(for: "UIButton") { UIButton(frame: $0) }
        declareMaker(for: "UIWindow") { UIWindow(frame: $0) }
        declareMaker(for: "UIGestureRecognizer") { _ in UIGestureRecognizer() }
        declareMaker(for: "UITapGestureRecognizer") { _ in UITapGestureRecognizer() }
    }
}

private func view(_ swift: gac_swift?) -> UIView {
    guard let view = Faces.borrowed(swift, as: UIView.self) else { preconditionFailure("not a view face") }
    return view
}

private func controller(_ swift: gac_swift?) -> UIViewController {
    guard let controller = Faces.borrowed(swift, as: UIViewController.self) else {
        preconditionFailure("not a view controller face")
    }
    return controller
}

@_cdecl("gac_uikit_make")
func gacUIKitMake(_ kind: UnsafePointer<CChar>, _ frame: gac_rect) -> gac_swift? {
    Faces.make(kind: String(cString: kind), frame: CGRect(frame))
}

@_cdecl("gac_uikit_view_frame")
func gacViewFrame(_ swift: gac_swift?) -> gac_rect { view(swift).frame.bridged }

@_cdecl("gac_uikit_view_set_frame")
func gacViewSetFrame(_ swift: gac_swift?, _ frame: gac_rect) { view(swift).frame = CGRect(frame) }

@_cdecl("gac_uikit_view_bounds")
func gacViewBounds(_ swift: gac_swift?) -> gac_rect { view(swift).bounds.bridged }

@_cdecl("gac_uikit_view_set_bounds")
func gacViewSetBounds(_ swift: gac_swift?, _ bounds: gac_rect) { view(swift).bounds = CGRect(bounds) }

@_cdecl("gac_uikit_view_superview")
func gacViewSuperview(_ swift: gac_swift?) -> gac_object? { Faces.face(of: view(swift).superview) }

@_cdecl("gac_uikit_view_subviews")
func gacViewSubviews(_ swift: gac_swift?) -> gac_object? {
    let array = gac_array_new()
    for subview in view(swift).subviews {
        guard let face = Faces.face(of: subview) else { continue }
        gac_array_add(array, face)
        gac_release(face)
    }
    return array
}

@_cdecl("gac_uikit_view_window")
func gacViewWindow(_ swift: gac_swift?) -> gac_object? {
    var current: UIView? = view(swift)
    while let candidate = current {
        if candidate is UIWindow { return Faces.face(of: candidate) }
        current = candidate.superview
    }
    return nil
}

@_cdecl("gac_uikit_view_add")
func gacViewAdd(_ swift: gac_swift?, _ subview: gac_swift?) { view(swift).addSubview(view(subview)) }

@_cdecl("gac_uikit_view_insert")
func gacViewInsert(_ swift: gac_swift?, _ subview: gac_swift?, _ index: Int) {
    view(swift).insertSubview(view(subview), at: index)
}

@_cdecl("gac_uikit_view_bring_to_front")
func gacViewBringToFront(_ swift: gac_swift?, _ subview: gac_swift?) {
    view(swift).bringSubviewToFront(view(subview))
}

@_cdecl("gac_uikit_view_remove")
func gacViewRemove(_ swift: gac_swift?) { view(swift).removeFromSuperview() }

@_cdecl("gac_uikit_view_flag")
func gacViewFlag(_ swift: gac_swift?, _ flag: gac_view_flag) -> Int32 {
    let view = view(swift)
    let value: Bool
    switch flag {
    case GACViewHidden: value = view.isHidden
    case GACViewUserInteraction: value = view.isUserInteractionEnabled
    case GACViewClips: value = view.clipsToBounds
    default: value = view.translatesAutoresizingMaskIntoConstraints
    }
    return value ? 1 : 0
}

@_cdecl("gac_uikit_view_set_flag")
func gacViewSetFlag(_ swift: gac_swift?, _ flag: gac_view_flag, _ on: Int32) {
    let view = view(swift)
    let value = on != 0
    switch flag {
    case GACViewHidden: view.isHidden = value
    case GACViewUserInteraction: view.isUserInteractionEnabled = value
    case GACViewClips: view.clipsToBounds = value
    default: view.translatesAutoresizingMaskIntoConstraints = value
    }
}

@_cdecl("gac_uikit_view_alpha")
func gacViewAlpha(_ swift: gac_swift?) -> Double { Double(view(swift).alpha) }

@_cdecl("gac_uikit_view_set_alpha")
func gacViewSetAlpha(_ swift: gac_swift?, _ alpha: Double) { view(swift).alpha = CGFloat(alpha) }

@_cdecl("gac_uikit_view_tag")
func gacViewTag(_ swift: gac_swift?) -> Int { view(swift).tag }

@_cdecl("gac_uikit_view_set_tag")
func gacViewSetTag(_ swift: gac_swift?, _ tag: Int) { view(swift).tag = tag }

@_cdecl("gac_uikit_view_background")
func gacViewBackground(_ swift: gac_swift?) -> gac_swift? { Faces.retained(view(swift).backgroundColor) }

@_cdecl("gac_uikit_view_set_background")
func gacViewSetBackground(_ swift: gac_swift?, _ color: gac_swift?) {
    view(swift).backgroundColor = Faces.borrowed(color, as: UIColor.self)
}

@_cdecl("gac_uikit_view_accessibility_label")
func gacViewAccessibilityLabel(_ swift: gac_swift?) -> UnsafeMutablePointer<CChar>? {
    ObjCValue.copied(view(swift).accessibilityLabel)
}

@_cdecl("gac_uikit_view_set_accessibility_label")
func gacViewSetAccessibilityLabel(_ swift: gac_swift?, _ label: UnsafePointer<CChar>?) {
    view(swift).accessibilityLabel = label.map { String(cString: $0) }
}

@_cdecl("gac_uikit_controller_view")
func gacControllerView(_ swift: gac_swift?) -> gac_object? { Faces.face(of: controller(swift).view) }

@_cdecl("gac_uikit_controller_set_view")
func gacControllerSetView(_ swift: gac_swift?, _ view: gac_swift?) {
    controller(swift).view = Faces.borrowed(view, as: UIView.self)
}

@_cdecl("gac_uikit_controller_view_loaded")
func gacControllerViewLoaded(_ swift: gac_swift?) -> Int32 { controller(swift).isViewLoaded ? 1 : 0 }

@_cdecl("gac_uikit_controller_presented")
func gacControllerPresented(_ swift: gac_swift?) -> gac_object? {
    Faces.face(of: controller(swift).presentedViewController)
}

@_cdecl("gac_uikit_controller_presenting")
func gacControllerPresenting(_ swift: gac_swift?) -> gac_object? {
    Faces.face(of: controller(swift).presentingViewController)
}

@_cdecl("gac_uikit_controller_present")
func gacControllerPresent(_ swift: gac_swift?, _ presented: gac_swift?, _ animated: Int32, _ completion: gac_object?) {
    let block = ObjCBlock(taking: completion)
    controller(swift).present(controller(presented), animated: animated != 0) { block?.call() }
}

@_cdecl("gac_uikit_controller_dismiss")
func gacControllerDismiss(_ swift: gac_swift?, _ animated: Int32, _ completion: gac_object?) {
    let block = ObjCBlock(taking: completion)
    controller(swift).dismiss(animated: animated != 0) { block?.call() }
}

@_cdecl("gac_uikit_color")
func gacColor(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> gac_swift? {
    Faces.retained(UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha)))
}

@_cdecl("gac_uikit_image_data")
func gacImageData(_ data: gac_object?, _ scale: Double) -> gac_swift? {
    guard let data = ObjCValue.value(data) as? Data else { return nil }
    return Faces.retained(UIImage(data: data, scale: CGFloat(scale)))
}

@_cdecl("gac_uikit_image_named")
func gacImageNamed(_ name: UnsafePointer<CChar>) -> gac_swift? {
    Faces.retained(UIImage(named: String(cString: name)))
}

@_cdecl("gac_uikit_image_size")
func gacImageSize(_ swift: gac_swift?) -> gac_size {
    let size = Faces.borrowed(swift, as: UIImage.self)?.size ?? .zero
    return gac_size(width: size.width, height: size.height)
}

@_cdecl("gac_uikit_image_scale")
func gacImageScale(_ swift: gac_swift?) -> Double { Double(Faces.borrowed(swift, as: UIImage.self)?.scale ?? 1) }

@_cdecl("gac_uikit_image_png")
func gacImagePNG(_ swift: gac_swift?) -> gac_object? {
    ObjCValue.object(Faces.borrowed(swift, as: UIImage.self)?.pngData())
}
