import ConformanceVocabulary
import Foundation
import GoogleMobileAds

/// The publisher's ad view, as the SDK's rendering model builds it: one view per asset the
/// ad has, the SDK's media view (among the clickable asset views) that plays video when there
/// is video and falls back to the main image otherwise, the adapter's AdChoices view in the
/// preferred corner, and the SDK's AdChoices container there (among the other asset views).
@MainActor
final class NativeAdRenderer {
    let adView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
    let viewController = UIViewController()
    private(set) var assetViews: [String: UIView] = [:]
    /// The SDK's media view, and how many views it held before `didRender…`.
    private var mediaContainer: UIView?
    private var mediaViewsBeforeRender = 0
    private let ad: any MediationNativeAd
    private let fixture: AdapterFixture
    private let corner: AdChoicesPosition

    init(ad: any MediationNativeAd, fixture: AdapterFixture, corner: AdChoicesPosition) {
        self.ad = ad
        self.fixture = fixture
        self.corner = corner
    }

    /// How many asset views `render()` can make: seven texts, the icon and the media view.
    private static let assetCount = 9

    nonisolated static func identifier(_ asset: String) -> NativeAssetIdentifier {
        switch asset {
        case "headline": .headlineAsset
        case "body": .bodyAsset
        case "callToAction": .callToActionAsset
        case "advertiser": .advertiserAsset
        case "store": .storeAsset
        case "price": .priceAsset
        case "starRating": .starRatingAsset
        case "icon": .iconAsset
        case "image": .imageAsset
        default: .mediaViewAsset
        }
    }

    /// Builds the ad view and calls `didRender…`; returns whether the adapter implements it.
    func render() -> Bool {
        assetViews.reserveCapacity(Self.assetCount)
        // The two maps `didRender…` takes are filled as each view is made (its side known
        // here), not by a pass over the named views afterwards.
        var clickable: [NativeAssetIdentifier: UIView] = Dictionary(minimumCapacity: Self.assetCount)
        var other: [NativeAssetIdentifier: UIView] = Dictionary(minimumCapacity: Self.assetCount)
        func add(_ name: String, clickable isClickable: Bool, _ view: UIView) {
            assetViews[name] = view
            adView.addSubview(view)
            if isClickable { clickable[Self.identifier(name)] = view } else { other[Self.identifier(name)] = view }
        }
        var y: CGFloat = 0
        func label(_ name: String, clickable: Bool, _ text: String?) {
            guard let text else { return }
            let view = UILabel(frame: CGRect(x: 40, y: y, width: 240, height: 20))
            view.text = text
            add(name, clickable: clickable, view)
            y += 20
        }
        label("headline", clickable: true, ad.headline)
        label("body", clickable: true, ad.body)
        label("callToAction", clickable: true, ad.callToAction)
        label("advertiser", clickable: false, ad.advertiser)
        label("store", clickable: false, ad.store)
        label("price", clickable: false, ad.price)
        label("starRating", clickable: false, ad.starRating.map(DecimalText.of))
        if let icon = ad.icon {
            let view = UIImageView(image: icon.image)
            view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            add("icon", clickable: true, view)
        }
        let media = UIView(frame: CGRect(x: 0, y: 160, width: 320, height: 160))
        // The SDK shows the adapter's media view whenever it supplies one (a network may draw
        // its image into it when the ad is registered), else the main image.
        if let mediaView = ad.mediaView, ad.hasVideoContent || (ad.images ?? []).isEmpty {
            mediaView.frame = media.bounds
            media.addSubview(mediaView)
        } else if let image = ad.images?.first?.image {
            let view = UIImageView(image: image)
            view.frame = media.bounds
            media.addSubview(view)
        }
        add("media", clickable: true, media)
        mediaContainer = media
        mediaViewsBeforeRender = media.conformanceViewTree.count
        if let choices = ad.adChoicesView {
            choices.frame = Self.frame(for: corner, in: adView.bounds)
            adView.addSubview(choices)
        }
        // The SDK's own AdChoices container, empty, in the preferred corner, among the
        // non-clickable asset views as the SDK's ad view gives it: a network that draws its
        // AdChoices into it is judged on what it drew (ADC-1, ADC-3).
        let choicesContainer = UIView(frame: Self.frame(for: corner, in: adView.bounds))
        adView.addSubview(choicesContainer)
        other[.adChoicesViewAsset] = choicesContainer
        return !OptionalRequirement.isDefaulted(.didRender) {
            ad.didRender(
                in: adView, clickableAssetViews: clickable, nonclickableAssetViews: other,
                viewController: viewController)
        }
    }

    static func frame(for corner: AdChoicesPosition, in bounds: CGRect) -> CGRect {
        let size: CGFloat = 20
        let x = (corner == .topLeftCorner || corner == .bottomLeftCorner) ? 0 : bounds.width - size
        let y = (corner == .topLeftCorner || corner == .topRightCorner) ? 0 : bounds.height - size
        return CGRect(x: x, y: y, width: size, height: size)
    }

    /// Every distinct AdChoices view in the ad view (one nested in another counts once).
    func adChoicesViews() -> [UIView] {
        // Plain loops: every scenario that renders asks this, and closures over main-actor
        // views cost an isolation check per call.
        let adapterView = ad.adChoicesView
        var candidates: [UIView] = []
        for view in adView.conformanceViewTree where view !== adView {
            if view === adapterView || isNetworkAdChoices(view) || Self.labelledAdChoices(view) {
                candidates.append(view)
            }
        }
        var distinct: [UIView] = []
        for candidate in candidates {
            var nested = false
            for other in candidates where other !== candidate && candidate.isDescendant(of: other) {
                nested = true
                break
            }
            if !nested { distinct.append(candidate) }
        }
        return distinct
    }

    /// Whether the view's accessibility label reads "AdChoices" (any case, spaces ignored).
    private static func labelledAdChoices(_ view: UIView) -> Bool {
        guard let label = view.accessibilityLabel else { return false }
        return label.lowercased().replacingOccurrences(of: " ", with: "") == "adchoices"
    }

    func isNetworkAdChoices(_ view: UIView) -> Bool {
        let viewType = type(of: view)
        for adChoicesType in fixture.adChoicesViewTypes
        where ObjectIdentifier(viewType) == ObjectIdentifier(adChoicesType) || viewType.isSubclass(of: adChoicesType) {
            return true
        }
        return false
    }

    func snapshot() -> RenderSnapshot {
        let views = adChoicesViews()
        let networkPresent = views.contains { view in view.conformanceViewTree.contains(where: isNetworkAdChoices) }
        // Only the adapter's own media view: the SDK's fallback image view does not count.
        let mediaImage = ad.mediaView?.conformanceViews(ofType: UIImageView.self).contains { $0.image != nil } ?? false
        // Views added to the SDK's media view during rendering are what a network drew there.
        let drawn = (mediaContainer?.conformanceViewTree.count ?? 0) > mediaViewsBeforeRender
        return RenderSnapshot(
            adChoicesViews: views.count, networkAdChoicesViewPresent: networkPresent,
            adChoicesCorner: views.first.map { corner(of: $0) }, mediaShowsImage: mediaImage,
            mediaDrawnIntoSDKView: drawn)
    }

    private func corner(of view: UIView) -> AdChoicesPosition {
        var origin = view.frame.origin
        var parent = view.superview
        while let current = parent, current !== adView {
            origin.x += current.frame.origin.x
            origin.y += current.frame.origin.y
            parent = current.superview
        }
        let midX = origin.x + view.frame.width / 2, midY = origin.y + view.frame.height / 2
        switch (midY < adView.bounds.height / 2, midX < adView.bounds.width / 2) {
        case (true, true): return .topLeftCorner
        case (true, false): return .topRightCorner
        case (false, true): return .bottomLeftCorner
        case (false, false): return .bottomRightCorner
        }
    }

    /// A user's tap on a view: runs any control actions inside it and recognises the tap
    /// recognisers attached inside it (adapter- or network-installed tap handling).
    static func tap(_ view: UIView) {
        view.conformanceTap()
    }
}
