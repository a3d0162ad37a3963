/// Left out by `objc-sources.swift`: optional requirements need the Objective-C runtime.
@objc protocol Optionals {
    @objc optional func maybe()
}
