import Foundation
import SampleAdSDK
import Synchronization
import Testing

/// Which delegate class a call reached (written by the delegates, which keep no state of their
/// own: a call that reached the wrong class's code must not touch memory it does not have).
private let reached = Atomic<Int>(0)

private final class FirstDelegate: SampleBannerAdDelegate {
    func bannerDidLoad(_ banner: SampleBanner) {}
    func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode) {}
    func bannerWillLeaveApplication(_ banner: SampleBanner) { reached.store(1, ordering: .relaxed) }
}

private final class SecondDelegate: NSObject, SampleBannerAdDelegate {
    func bannerDidLoad(_ banner: SampleBanner) {}
    func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode) {}
    func bannerWillLeaveApplication(_ banner: SampleBanner) { reached.store(2, ordering: .relaxed) }
}

/// The network's thread reads a view's delegate while the adapter may be setting another one
/// on the main thread (a second answer racing the first answer's completion). An Objective-C
/// weak property is one word, so the read gets one delegate or the other; a Swift `weak var`
/// of an existential is two, and a torn read called one delegate's class code on the other
/// object (a test process crashed in `bannerDidLoad` that way).
@Suite struct DelegateTearingTests {
    /// What both threads share; `@unchecked`: the race on `banner.delegate` is the point.
    private final class Race: @unchecked Sendable {
        let banner = SampleBanner()
        let first = FirstDelegate(), second = SecondDelegate()
        let done = Atomic<Bool>(false)
    }

    @Test func aDelegateReadWhileAnotherIsSetIsOneOrTheOther() {
        let race = Race()
        let setter = Thread {
            var flip = false
            while !race.done.load(ordering: .relaxed) {
                race.banner.delegate = flip ? race.first : race.second
                flip.toggle()
            }
        }
        setter.start()
        var torn = 0
        for _ in 0..<300_000 {
            guard let delegate = race.banner.delegate else { continue }
            delegate.bannerWillLeaveApplication(race.banner)
            let expected = (delegate as AnyObject) === race.first ? 1 : 2
            if reached.load(ordering: .relaxed) != expected { torn += 1 }
        }
        race.done.store(true, ordering: .relaxed)
        #expect(torn == 0, "\(torn) calls reached the other delegate's class")
    }
}
