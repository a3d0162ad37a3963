import AcmeSDK
import Foundation

/// Fetches what a native ad needs before the adapter may report success: the icon and
/// images (unless the publisher disabled image loading) and, always, the privacy icon for
/// the AdChoices view the adapter builds.
struct AcmeNativeImages {
    var icon: Data?
    var images: [URL: Data] = [:]
    var privacyIcon: Data?

    /// Downloads in parallel; `completion` runs once, on the thread of the last download
    /// (or at once when there is nothing to download).
    static func load(
        for ad: AcmeNativeAd, includeAssets: Bool, loader: any AcmeImageLoading,
        completion: @escaping (AcmeNativeImages) -> Void
    ) {
        enum Slot { case icon, image(URL), privacy }
        var wanted: [(Slot, URL)] = []
        if includeAssets {
            if let icon = ad.iconURL { wanted.append((.icon, icon)) }
            wanted += ad.imageURLs.map { (.image($0), $0) }
        }
        if let privacy = ad.privacyIconURL { wanted.append((.privacy, privacy)) }
        guard !wanted.isEmpty else {
            completion(AcmeNativeImages())
            return
        }
        let state = Progress(remaining: wanted.count, completion: completion)
        for (slot, url) in wanted {
            loader.loadImage(at: url) { data in
                state.finish { images in
                    switch slot {
                    case .icon: images.icon = data
                    case .image(let url): images.images[url] = data
                    case .privacy: images.privacyIcon = data
                    }
                }
            }
        }
    }

    /// Counts downloads down from any thread and reports once, when the last one lands.
    /// The completion (which holds the SDK's completion handler) is dropped as it is
    /// called, so a loader that keeps its callbacks does not keep the handler alive.
    private final class Progress: @unchecked Sendable {
        // @unchecked: all state is behind the lock; the completion runs outside it, once.
        private let lock = NSLock()
        private var remaining: Int
        private var images = AcmeNativeImages()
        private var completion: ((AcmeNativeImages) -> Void)?

        init(remaining: Int, completion: @escaping (AcmeNativeImages) -> Void) {
            self.remaining = remaining
            self.completion = completion
        }

        func finish(_ update: (inout AcmeNativeImages) -> Void) {
            let done: (((AcmeNativeImages) -> Void), AcmeNativeImages)? = lock.withLock {
                update(&images)
                remaining -= 1
                guard remaining == 0, let completion else { return nil }
                self.completion = nil
                return (completion, images)
            }
            if let (completion, images) = done { completion(images) }
        }
    }
}
