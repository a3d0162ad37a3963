import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads image bytes. Acme's ads carry image URLs only, so the adapter fetches images
/// itself unless the publisher disabled image loading.
public protocol AcmeImageLoading: AnyObject {
    /// Calls `completion` once with the bytes, or `nil` when the download failed.
    func loadImage(at url: URL, completion: @escaping (Data?) -> Void)
}

/// Where the adapter gets its image loader; tests replace `make`.
public enum AcmeImageLoaderFactory {
    private static let maker = Mutex<@Sendable () -> any AcmeImageLoading>({ URLSessionImageLoader() })

    /// Makes the loader for one ad.
    public static var make: @Sendable () -> any AcmeImageLoading {
        get { maker.withLock { $0 } }
        set { maker.withLock { $0 = newValue } }
    }

    /// Restores the URLSession loader.
    public static func reset() { make = { URLSessionImageLoader() } }
}

/// Downloads with `URLSession.shared`.
final class URLSessionImageLoader: AcmeImageLoading {
    func loadImage(at url: URL, completion: @escaping (Data?) -> Void) {
        let transfer = CompletionBox(completion)
        URLSession.shared.dataTask(with: url) { data, response, _ in
            let ok = (response as? HTTPURLResponse).map { (200..<300).contains($0.statusCode) } ?? true
            transfer.completion(ok ? data : nil)
        }.resume()
    }
}

/// Carries a completion into URLSession's `@Sendable` callback; it is called exactly once.
private struct CompletionBox: @unchecked Sendable {
    let completion: (Data?) -> Void
    init(_ completion: @escaping (Data?) -> Void) { self.completion = completion }
}
