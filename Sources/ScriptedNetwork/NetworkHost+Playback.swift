import Foundation
import Synchronization

// Plumbing every scripted fake client needs, whatever its network: an adapter's fixture uses
// it to answer its own client seam from the scenario's script.

/// A scripted network failure: the code the scenario gave.
public struct ScriptedFailure: Error, Sendable {
    /// The failure code in the network's own numbering; map it to the network's error type.
    public let code: Int
    /// Whether the network hands its adapter an error object; `false`: its `Error?` is `nil`.
    public var carriesError = true

    init(code: Int, carriesError: Bool = true) {
        self.code = code
        self.carriesError = carriesError
    }
}

extension NetworkHost {
    /// Records `request`, then plays each scripted answer on the scenario's clock and thread.
    /// For an ad, `make` builds the network's ad object and the receiver of later network
    /// events; the first ad delivered receives them (a script may answer twice, even on
    /// racing threads).
    public func play<Ad>(
        _ request: NetworkRequest, make: @escaping (NetworkAd) -> (Ad, (NetworkEvent) -> Void),
        answer: @escaping (Result<Ad, ScriptedFailure>) -> Void
    ) {
        let first = FirstTime()
        for scripted in fetch(request).answers {
            schedule(answer: scripted) { [self] in
                switch scripted.outcome {
                case .failure(let code):
                    answer(.failure(ScriptedFailure(code: code, carriesError: !scripted.withoutError)))
                case .ad(let content):
                    let (ad, events) = make(content)
                    if first.take() { register(eventSink: events) }
                    answer(.success(ad))
                }
            }
        }
    }
}

/// The bytes behind every image URL a scripted network handed out, so the adapter's image
/// downloads can be answered.
public final class ScriptedImages: Sendable {
    private let bytes = Mutex<[URL: Data]>([:])

    /// Serves nothing until `serve(_:)`.
    public init() {}

    /// Remembers the images an ad carries.
    public func serve(_ images: [NetworkImage?]) {
        bytes.withLock { table in
            for case let image? in images { URL(string: image.url).map { table[$0] = image.data } }
        }
    }

    /// The bytes at `url`, or `nil` (a failed download).
    public func data(at url: URL) -> Data? { bytes.withLock { $0[url] } }
}

/// True once, from any thread.
private final class FirstTime: Sendable {
    private let taken = Mutex(false)
    func take() -> Bool {
        taken.withLock { taken in
            defer { taken = true }; return !taken
        }
    }
}
