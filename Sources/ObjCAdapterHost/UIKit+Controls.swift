import Foundation
import ObjCFaces
import UIKit

// The Swift side of the view extras, labels, image views, controls, buttons and gesture
// recognisers (`UIKitObjC/SwiftSide.h`). Target-actions arrive as heap blocks (+1) that send
// the action to the weakly held target; each becomes a `UIAction`, so the engine's tap
// (`UIView.conformanceTap()`) runs it as it runs a Swift adapter's.

private func object<T: AnyObject>(_ swift: gac_swift?, _: T.Type) -> T {
    guard let object = Faces.borrowed(swift, as: T.self) else { preconditionFailure("not a \(T.self) face") }
    return object
}

/// A `UIAction` that calls an Objective-C block (+1), which the action keeps.
private func action(calling block: gac_object?) -> UIAction {
    let block = ObjCBlock(taking: block)
    return UIAction { _ in block?.call() }
}

// MARK: Views

@_cdecl("gac_uikit_view_content_mode")
func gacViewContentMode(_ swift: gac_swift?) -> Int { object(swift, UIView.self).contentMode.rawValue }

@_cdecl("gac_uikit_view_set_content_mode")
func gacViewSetContentMode(_ swift: gac_swift?, _ mode: Int) {
    object(swift, UIView.self).contentMode = UIView.ContentMode(rawValue: mode) ?? .scaleToFill
}

@_cdecl("gac_uikit_view_autoresizing")
func gacViewAutoresizing(_ swift: gac_swift?) -> UInt { object(swift, UIView.self).autoresizingMask.rawValue }

@_cdecl("gac_uikit_view_set_autoresizing")
func gacViewSetAutoresizing(_ swift: gac_swift?, _ mask: UInt) {
    object(swift, UIView.self).autoresizingMask = UIView.AutoresizingMask(rawValue: mask)
}

@_cdecl("gac_uikit_view_gestures")
func gacViewGestures(_ swift: gac_swift?) -> gac_object? {
    guard let recognizers = object(swift, UIView.self).gestureRecognizers else { return nil }
    let array = gac_array_new()
    for recognizer in recognizers {
        guard let face = Faces.face(of: recognizer) else { continue }
        gac_array_add(array, face)
        gac_release(face)
    }
    return array
}

@_cdecl("gac_uikit_view_add_gesture")
func gacViewAddGesture(_ swift: gac_swift?, _ recognizer: gac_swift?) {
    object(swift, UIView.self).addGestureRecognizer(object(recognizer, UIGestureRecognizer.self))
}

@_cdecl("gac_uikit_view_remove_gesture")
func gacViewRemoveGesture(_ swift: gac_swift?, _ recognizer: gac_swift?) {
    object(swift, UIView.self).removeGestureRecognizer(object(recognizer, UIGestureRecognizer.self))
}

/// A user's tap on the view, as the engine makes it.
@_cdecl("gac_uikit_check_tap")
func gacCheckTap(_ swift: gac_swift?) { object(swift, UIView.self).conformanceTap() }

// MARK: Labels and image views

@_cdecl("gac_uikit_label_text")
func gacLabelText(_ swift: gac_swift?) -> UnsafeMutablePointer<CChar>? {
    ObjCValue.copied(object(swift, UILabel.self).text)
}

@_cdecl("gac_uikit_label_set_text")
func gacLabelSetText(_ swift: gac_swift?, _ text: UnsafePointer<CChar>?) {
    object(swift, UILabel.self).text = text.map { String(cString: $0) }
}

/// The font's point size, or a negative number for no font.
@_cdecl("gac_uikit_label_font_size")
func gacLabelFontSize(_ swift: gac_swift?) -> Double {
    object(swift, UILabel.self).font.map { Double($0.pointSize) } ?? -1
}

@_cdecl("gac_uikit_label_set_font_size")
func gacLabelSetFontSize(_ swift: gac_swift?, _ size: Double) {
    object(swift, UILabel.self).font = size < 0 ? nil : UIFont.systemFont(ofSize: CGFloat(size))
}

@_cdecl("gac_uikit_label_text_color")
func gacLabelTextColor(_ swift: gac_swift?) -> gac_object? { Faces.face(of: object(swift, UILabel.self).textColor) }

@_cdecl("gac_uikit_label_set_text_color")
func gacLabelSetTextColor(_ swift: gac_swift?, _ color: gac_swift?) {
    object(swift, UILabel.self).textColor = Faces.borrowed(color, as: UIColor.self)
}

@_cdecl("gac_uikit_label_alignment")
func gacLabelAlignment(_ swift: gac_swift?) -> Int { object(swift, UILabel.self).textAlignment.rawValue }

@_cdecl("gac_uikit_label_set_alignment")
func gacLabelSetAlignment(_ swift: gac_swift?, _ alignment: Int) {
    object(swift, UILabel.self).textAlignment = NSTextAlignment(rawValue: alignment) ?? .natural
}

@_cdecl("gac_uikit_label_lines")
func gacLabelLines(_ swift: gac_swift?) -> Int { object(swift, UILabel.self).numberOfLines }

@_cdecl("gac_uikit_label_set_lines")
func gacLabelSetLines(_ swift: gac_swift?, _ lines: Int) { object(swift, UILabel.self).numberOfLines = lines }

@_cdecl("gac_uikit_image_view_image")
func gacImageViewImage(_ swift: gac_swift?) -> gac_object? { Faces.face(of: object(swift, UIImageView.self).image) }

@_cdecl("gac_uikit_image_view_set_image")
func gacImageViewSetImage(_ swift: gac_swift?, _ image: gac_swift?) {
    object(swift, UIImageView.self).image = Faces.borrowed(image, as: UIImage.self)
}

// MARK: Controls and buttons

@_cdecl("gac_uikit_control_flag")
func gacControlFlag(_ swift: gac_swift?, _ flag: Int32) -> Int32 {
    let control = object(swift, UIControl.self)
    let value: Bool
    switch flag {
    case 0: value = control.isEnabled
    case 1: value = control.isSelected
    default: value = control.isHighlighted
    }
    return value ? 1 : 0
}

@_cdecl("gac_uikit_control_set_flag")
func gacControlSetFlag(_ swift: gac_swift?, _ flag: Int32, _ on: Int32) {
    let control = object(swift, UIControl.self)
    switch flag {
    case 0: control.isEnabled = on != 0
    case 1: control.isSelected = on != 0
    default: control.isHighlighted = on != 0
    }
}

@_cdecl("gac_uikit_control_add_action")
func gacControlAddAction(_ swift: gac_swift?, _ block: gac_object?, _ events: UInt) -> gac_swift? {
    let action = action(calling: block)
    object(swift, UIControl.self).addAction(action, for: UIControl.Event(rawValue: events))
    return Faces.retained(action)
}

@_cdecl("gac_uikit_control_set_action_events")
func gacControlSetActionEvents(_ swift: gac_swift?, _ action: gac_swift?, _ old: UInt, _ new: UInt) {
    let control = object(swift, UIControl.self), action = object(action, UIAction.self)
    control.removeAction(action, for: UIControl.Event(rawValue: old))
    if new != 0 { control.addAction(action, for: UIControl.Event(rawValue: new)) }
}

@_cdecl("gac_uikit_control_send")
func gacControlSend(_ swift: gac_swift?, _ events: UInt) {
    object(swift, UIControl.self).sendActions(for: UIControl.Event(rawValue: events))
}

/// A button of UIKit's `UIButtonType` (whose close button is 7), or the face class `kind`'s
/// object when that is not a plain button.
@_cdecl("gac_uikit_button_make")
func gacButtonMake(_ kind: UnsafePointer<CChar>, _ type: Int) -> gac_swift? {
    let kind = String(cString: kind)
    guard kind == "UIButton" else { return Faces.make(kind: kind, frame: .zero) }
    let buttonType: UIButton.ButtonType = type == 7 ? .close : UIButton.ButtonType(rawValue: type) ?? .custom
    return Faces.retained(UIButton(type: buttonType))
}

@_cdecl("gac_uikit_button_type")
func gacButtonType(_ swift: gac_swift?) -> Int {
    let type = object(swift, UIButton.self).buttonType
    return type == .close ? 7 : type.rawValue
}

@_cdecl("gac_uikit_button_title")
func gacButtonTitle(_ swift: gac_swift?, _ state: UInt) -> UnsafeMutablePointer<CChar>? {
    ObjCValue.copied(object(swift, UIButton.self).title(for: UIControl.State(rawValue: state)))
}

@_cdecl("gac_uikit_button_set_title")
func gacButtonSetTitle(_ swift: gac_swift?, _ title: UnsafePointer<CChar>?, _ state: UInt) {
    object(swift, UIButton.self).setTitle(title.map { String(cString: $0) }, for: UIControl.State(rawValue: state))
}

/// The face (+1) of a button's per-state colour or image: `which` is 0 for the title colour, 1
/// for the image, 2 for the background image.
@_cdecl("gac_uikit_button_value")
func gacButtonValue(_ swift: gac_swift?, _ which: Int32, _ state: UInt) -> gac_object? {
    let button = object(swift, UIButton.self), state = UIControl.State(rawValue: state)
    switch which {
    case 0: return Faces.face(of: button.titleColor(for: state))
    case 1: return Faces.face(of: button.image(for: state))
    default: return Faces.face(of: button.backgroundImage(for: state))
    }
}

@_cdecl("gac_uikit_button_set_value")
func gacButtonSetValue(_ swift: gac_swift?, _ which: Int32, _ state: UInt, _ value: gac_swift?) {
    let button = object(swift, UIButton.self), state = UIControl.State(rawValue: state)
    switch which {
    case 0: button.setTitleColor(Faces.borrowed(value, as: UIColor.self), for: state)
    case 1: button.setImage(Faces.borrowed(value, as: UIImage.self), for: state)
    default: button.setBackgroundImage(Faces.borrowed(value, as: UIImage.self), for: state)
    }
}

// MARK: Gesture recognisers

@_cdecl("gac_uikit_gesture_add_action")
func gacGestureAddAction(_ swift: gac_swift?, _ block: gac_object?) -> gac_swift? {
    let action = action(calling: block)
    object(swift, UIGestureRecognizer.self).addAction(action)
    return Faces.retained(action)
}

@_cdecl("gac_uikit_gesture_remove_action")
func gacGestureRemoveAction(_ swift: gac_swift?, _ action: gac_swift?) {
    object(swift, UIGestureRecognizer.self).removeAction(object(action, UIAction.self))
}

@_cdecl("gac_uikit_gesture_state")
func gacGestureState(_ swift: gac_swift?) -> Int { object(swift, UIGestureRecognizer.self).state.rawValue }

@_cdecl("gac_uikit_gesture_view")
func gacGestureView(_ swift: gac_swift?) -> gac_object? { Faces.face(of: object(swift, UIGestureRecognizer.self).view) }

/// A recogniser's flag: 0 enabled, 1 cancels touches in view, 2 delays touches began, 3 delays
/// touches ended.
@_cdecl("gac_uikit_gesture_flag")
func gacGestureFlag(_ swift: gac_swift?, _ flag: Int32) -> Int32 {
    let recognizer = object(swift, UIGestureRecognizer.self)
    let value: Bool
    switch flag {
    case 0: value = recognizer.isEnabled
    case 1: value = recognizer.cancelsTouchesInView
    case 2: value = recognizer.delaysTouchesBegan
    default: value = recognizer.delaysTouchesEnded
    }
    return value ? 1 : 0
}

@_cdecl("gac_uikit_gesture_set_flag")
func gacGestureSetFlag(_ swift: gac_swift?, _ flag: Int32, _ on: Int32) {
    let recognizer = object(swift, UIGestureRecognizer.self)
    switch flag {
    case 0: recognizer.isEnabled = on != 0
    case 1: recognizer.cancelsTouchesInView = on != 0
    case 2: recognizer.delaysTouchesBegan = on != 0
    default: recognizer.delaysTouchesEnded = on != 0
    }
}

/// A tap recogniser's count: 0 taps required, 1 touches required.
@_cdecl("gac_uikit_tap_count")
func gacTapCount(_ swift: gac_swift?, _ which: Int32) -> Int {
    let tap = object(swift, UITapGestureRecognizer.self)
    return which == 0 ? tap.numberOfTapsRequired : tap.numberOfTouchesRequired
}

@_cdecl("gac_uikit_tap_set_count")
func gacTapSetCount(_ swift: gac_swift?, _ which: Int32, _ count: Int) {
    let tap = object(swift, UITapGestureRecognizer.self)
    if which == 0 { tap.numberOfTapsRequired = count } else { tap.numberOfTouchesRequired = count }
}
