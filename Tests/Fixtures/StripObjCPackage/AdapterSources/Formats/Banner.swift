import Foundation

/// A source in a subfolder.
@objcMembers
public final class Banner: NSObject {
    public var shown = false
    @IBOutlet public var view: NSObject?
    @IBAction public func show(_ sender: Any) { shown = true }
}
