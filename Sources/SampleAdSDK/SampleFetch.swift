import Foundation
import ScriptedNetwork
import Synchronization

/// One fetch's conversation with the scenario host, shared by banners and native loaders:
/// record the request, then play the script's answers on the host's clock and threads.
enum SampleFetch {
    /// Runs a fetch. `deliver` and `fail` run once per scripted answer, on the answer's thread.
    static func run(
        _ request: NetworkRequest,
        deliver: @escaping (NetworkAd, any NetworkHost) -> Void,
        fail: @escaping (SampleErrorCode) -> Void
    ) {
        guard let host = NetworkEnvironment.host else {
            // No scenario is running: there is no network to reach. Fail as a real SDK does
            // when offline, rather than crash or stay silent.
            SampleLog.log("No network host is installed; failing the \(request.format) fetch with networkError.")
            fail(.networkError)
            return
        }
        let script = host.fetch(request)
        guard let adUnit = request.adUnit, !adUnit.isEmpty else {
            // The real SDK refuses a fetch without an ad unit before reaching its servers.
            SampleLog.log("No ad unit set; failing the \(request.format) fetch with badRequest.")
            host.schedule(afterMilliseconds: 0, on: .main) { fail(.badRequest) }
            return
        }
        for answer in script.answers {
            host.schedule(answer: answer) {
                switch answer.outcome {
                case .ad(let content): deliver(content, host)
                case .failure(let code): fail(SampleErrorCode(networkCode: code))
                }
            }
        }
    }
}

/// Lets exactly one caller through, from any thread: a misbehaving script may deliver twice
/// or on racing threads, but the network registers its event receiver for one ad only.
final class SampleFirstTime: Sendable {
    private let taken = Atomic<Bool>(false)
    /// `true` for the first caller only.
    func take() -> Bool {
        taken.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }
}
