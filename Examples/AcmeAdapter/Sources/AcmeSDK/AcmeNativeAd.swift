import Foundation
import UIKit

/// A video creative. Acme plays it in an ``AcmeVideoView``.
public struct AcmeVideo: Sendable, Equatable {
    /// Length in seconds.
    public var duration: TimeInterval
    /// Width divided by height.
    public var aspectRatio: Double
    /// Creates a video description.
    public init(duration: TimeInterval, aspectRatio: Double = 16.0 / 9.0) {
        self.duration = duration
        self.aspectRatio = aspectRatio
    }
}

/// Everything Acme reports about an ad after it loaded, through one `onEvent` closure.
public enum AcmeAdEvent: Sendable, Equatable {
    /// Acme counted an impression.
    case impression
    /// Acme handled a tap (and already opened the destination).
    case click
    /// The tap took the user out of the app (store, browser).
    case leftApplication
    /// A landing page is about to open, about to close, or closed over the app.
    case overlayWillOpen, overlayWillClose, overlayDidClose
    /// The video player started, paused, finished, muted or unmuted.
    case videoStarted, videoPaused, videoCompleted, videoMuted, videoUnmuted
}

/// Where a tap on the ad goes: the first deep link an installed app opens, else the landing page.
public struct AcmeClickThrough: Sendable, Equatable {
    public var deepLinks: [URL]
    public var landingPage: URL
    /// Creates a click-through.
    public init(deepLinks: [URL], landingPage: URL) {
        self.deepLinks = deepLinks
        self.landingPage = landingPage
    }
}

/// The part of the SDK that watches a registered ad view (viewability, taps).
public protocol AcmeInteractionTracker: AnyObject {
    /// The publisher's view now shows `ad`.
    func didRegister(_ view: UIView, for ad: AcmeNativeAd)
    /// The view no longer shows the ad.
    func didUnregister(_ ad: AcmeNativeAd)
}

/// A native ad as Acme delivers it: text, image URLs (Acme never downloads images for the
/// app), optional video, and its privacy (AdChoices) icon as a URL plus a click-through URL.
/// Acme tracks impressions and clicks itself once the ad's view is registered, and reports
/// them through `onEvent`.
public final class AcmeNativeAd {
    public let title: String?
    public let text: String?
    public let cta: String?
    public let sponsoredBy: String?
    public let appStore: String?
    public let price: String?
    /// Star rating, 0–5, exact as Acme's servers send it.
    public let rating: Decimal?
    public let iconURL: URL?
    public let imageURLs: [URL]
    public let video: AcmeVideo?
    /// The privacy icon the adapter must show, and where tapping it goes.
    public let privacyIconURL: URL?
    public let privacyClickURL: URL?
    /// Network-specific extra fields.
    public let custom: [String: String]
    public let clickThrough: AcmeClickThrough?

    /// Impressions, clicks, video and landing-page events, on the main thread.
    public var onEvent: ((AcmeAdEvent) -> Void)?

    private weak var tracker: AcmeInteractionTracker?

    /// Creates an ad; called by Acme clients.
    public init(
        title: String? = nil, text: String? = nil, cta: String? = nil, sponsoredBy: String? = nil,
        appStore: String? = nil, price: String? = nil, rating: Decimal? = nil, iconURL: URL? = nil,
        imageURLs: [URL] = [], video: AcmeVideo? = nil, privacyIconURL: URL? = nil, privacyClickURL: URL? = nil,
        custom: [String: String] = [:], clickThrough: AcmeClickThrough? = nil, tracker: AcmeInteractionTracker? = nil
    ) {
        self.title = title; self.text = text; self.cta = cta; self.sponsoredBy = sponsoredBy
        self.appStore = appStore; self.price = price; self.rating = rating; self.iconURL = iconURL
        self.imageURLs = imageURLs; self.video = video; self.privacyIconURL = privacyIconURL
        self.privacyClickURL = privacyClickURL; self.custom = custom; self.clickThrough = clickThrough
        self.tracker = tracker
    }

    /// Starts impression and click tracking on the view that shows the ad.
    public func registerView(_ view: UIView) {
        tracker?.didRegister(view, for: self)
    }

    /// Stops tracking.
    public func unregisterView() {
        tracker?.didUnregister(self)
    }

    /// What the SDK does when the user taps the registered view: open the destination,
    /// then report the click. Test clients call it to simulate a tap.
    public func handleTap() {
        if let clickThrough {
            let app = UIApplication.shared
            if let link = clickThrough.deepLinks.first(where: {
                app.canOpenURL($0) || ["http", "https"].contains($0.scheme ?? "")
            }) {
                app.open(link)
            } else {
                app.open(clickThrough.landingPage)
            }
        }
        onEvent?(.click)
    }
}

/// Acme's video player view for an ad with video.
public final class AcmeVideoView: UIView {
    /// The video it plays.
    public let video: AcmeVideo
    /// Creates a player for `video`.
    public init(video: AcmeVideo) {
        self.video = video
        super.init(frame: .zero)
    }
}
