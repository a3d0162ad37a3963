// The self-test's stand-in for tests/headers/Mini.h, with deliberate mistakes that the oracle
// must report: `fetchAd(_:)` (Swift imports `fetch(_:)`), `reward: Int` (a framework's
// NSUInteger is `UInt`), `miniAdDidReceiveAd(_:)` (imported as `miniAdDidReceive(_:)`) and a
// missing required `miniAdDidFail(_:)`; it also lacks the `async` form of `present`, and its
// `MiniBannerDelegate` rejects the implicitly unwrapped spelling Xcode's stubs write. Everything
// else is spelled right (`miniAd(_:didFailWith:)`, the completion handler, the IUO keywords)
// and must pass.
@_exported import Foundation

public enum MiniErrorCode: Int {
    case noFill = 0
    case timeout
}

open class MiniRequest: NSObject {
    open var keywords: [String]!
    public override init() { super.init() }
}

public protocol MiniAdDelegate: NSObjectProtocol {
    func miniAd(_ ad: MiniAd, didEarn amount: UInt)
    func miniAdDidReceiveAd(_ ad: MiniAd)
    func miniAd(_ ad: MiniAd, didFailWith code: MiniErrorCode)
}

extension MiniAdDelegate {
    public func miniAdDidReceiveAd(_ ad: MiniAd) {}
    public func miniAd(_ ad: MiniAd, didFailWith code: MiniErrorCode) {}
}

public protocol MiniBannerDelegate: NSObjectProtocol {
    func miniBannerDidLoad(_ ad: MiniAd)
}

open class MiniAd: NSObject {
    open weak var delegate: (any MiniAdDelegate)?
    open private(set) var reward: Int = 0
    open var title: String?
    public init(adUnitID: String) { super.init() }
    open func fetchAd(_ request: MiniRequest) {}
    open func present(completion: @escaping (Error?) -> Void) {}
}
