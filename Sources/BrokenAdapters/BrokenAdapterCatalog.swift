import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import SampleCustomEvent

/// Every deliberately broken adapter, at least one per rule of the catalog: the harness's
/// proof that each rule catches the defect it exists for. Each variant is the reference
/// custom event (or its self-tracking form) with one thing wrong.
public enum BrokenAdapterCatalog {
    /// All variants, in rule-catalog order.
    public static let all: [BrokenAdapterEntry] =
        adapterClass + load + options + assets + adChoices + media + clicks + banner + concurrency + fullScreen
        + bidding

    /// The variants that break `rule`.
    package static func variants(breaking rule: RuleID) -> [BrokenAdapterEntry] { all.filter { $0.rule == rule } }

    /// The variant named `name`.
    public static func entry(named name: String) -> BrokenAdapterEntry? { all.first { $0.name == name } }

    static func entry(
        _ name: String, _ rule: RuleID, _ summary: String, _ make: @escaping @Sendable () -> any MediationAdapter
    ) -> BrokenAdapterEntry {
        BrokenAdapterEntry(name: name, rule: rule, summary: summary, makeAdapter: make)
    }

    /// `entry` on a network whose full-screen ads report presented and closed only.
    static func presentAndDismissOnly(_ entry: BrokenAdapterEntry) -> BrokenAdapterEntry {
        var entry = entry
        entry.traits.insert(.presentAndDismissOnly)
        return entry
    }

    /// `entry`, whose defect only a run built with ThreadSanitizer is sure to catch.
    static func sanitizedOnly(_ entry: BrokenAdapterEntry) -> BrokenAdapterEntry {
        var entry = entry
        entry.needsThreadSanitizer = true
        return entry
    }

    /// `entry` with process-wide state `reset` before every scenario.
    static func resetting(_ entry: BrokenAdapterEntry, _ reset: @escaping @Sendable () -> Void) -> BrokenAdapterEntry {
        var entry = entry
        entry.resetState = reset
        return entry
    }

    /// `entry` for a fixture that declares both load paths.
    static func bothPaths(_ entry: BrokenAdapterEntry) -> BrokenAdapterEntry {
        var entry = entry
        entry.traits.insert(.bothPathsDeclared)
        return entry
    }

    static let adapterClass = [
        entry(
            "broken-adp-1-zero-version", .adp1,
            "adapterVersion() parses a two-part string as three parts and reports 0.0.0"
        ) { ZeroVersionEvent() },
        entry(
            "broken-adp-2-setup-never-fails", .adp2,
            "setUp completes with nil even when no credential has a server parameter"
        ) { SetUpNeverFailsEvent() },
        entry("broken-adp-2-setup-twice", .adp2, "setUp calls its completion twice") { SetUpTwiceEvent() },
        entry("broken-adp-3-slow-version", .adp3, "adapterVersion() takes 20 ms") { SlowVersionEvent() },
        entry(
            "broken-adp-4-global-load-state", .adp4,
            "per-load objects in file-scope globals (the Objective-C sample): a second instance's load wipes out the first's"
        ) { GlobalLoadStateEvent() },
    ]

    static let load = [
        entry(
            "broken-load-1-no-guard", .load1,
            "no complete-once guard: every network answer calls the completion handler"
        ) { GatedCustomEvent<OpenGate>() },
        entry(
            "broken-load-1-slow-failure-path", .load1,
            "a failure records itself after a slow log line: an ad racing it on another thread completes the load again, in the interleavings the failure starts first"
        ) { GatedCustomEvent<SlowFailureGate>() },
        entry(
            "broken-load-2-ad-and-error", .load2,
            "on failure, passes the ad object it allocated up front together with the error"
        ) { AdAndErrorEvent() },
        entry(
            "broken-load-3-unretained-load", .load3,
            "does not keep its per-load object; the network's weak delegate is gone when the answer arrives"
        ) { UnretainedLoadEvent() },
        entry(
            "broken-load-4-empty-domain", .load4,
            "replaces the network's failure with an error with an empty domain and no code"
        ) { EmptyDomainEvent() },
        entry("broken-load-4-failure-as-success", .load4, "reports a network failure as a success with an empty ad") {
            FailureAsSuccessEvent()
        },
        entry(
            "broken-load-5-description-key", .load5,
            "puts the error text under \"description\" instead of NSLocalizedDescriptionKey (Google's Swift sample)"
        ) { DescriptionKeyEvent() },
        entry(
            "broken-load-6-success-only-guard", .load6,
            "only a success closes the guard: a late ad after a failure completes again and forwards events"
        ) { GatedCustomEvent<SuccessOnlyGate>() },
        entry(
            "broken-load-7-keeps-handler", .load7,
            "stores the completion handler for the adapter's lifetime (Google's Swift sample)"
        ) { KeepsHandlerEvent() },
        entry(
            "broken-load-8-silent-without-parameter", .load8,
            "returns without completing when the server parameter is missing or empty"
        ) { SilentWithoutParameterEvent() },
    ]

    static let options = [
        entry(
            "broken-opt-1-rewritten-ad-unit", .opt1,
            "normalises the server parameter (last path segment, dashes to underscores) before the network sees it"
        ) { ShortenedAdUnitEvent() },
        entry("broken-opt-2-no-test-mode", .opt2, "hard-codes test mode off") { NoTestModeEvent() },
        entry(
            "broken-opt-3-ignores-disable-image-loading", .opt3,
            "ignores disableImageLoading: images are always downloaded"
        ) { IgnoresDisableImageLoadingEvent() },
        entry(
            "broken-opt-4-url-only-images", .opt4,
            "always asks the network for image URLs only and never fetches the images"
        ) { URLOnlyImagesEvent() },
        entry("broken-opt-5-single-image", .opt5, "ignores shouldRequestMultipleImages: always asks for one image") {
            SingleImageEvent()
        },
        entry("broken-opt-6-landscape-as-portrait", .opt6, "maps the landscape aspect ratio to portrait") {
            SwappedOrientationEvent()
        },
        entry("broken-opt-7-ignores-adchoices-position", .opt7, "ignores preferredAdChoicesPosition") {
            IgnoresAdChoicesPositionEvent()
        },
        entry(
            "broken-opt-8-rejects-unknown-options", .opt8,
            "fails the load when a loader option it does not know is present"
        ) { RejectsUnknownOptionsEvent() },
        bothPaths(
            entry(
                "broken-opt-9-bid-path-fixed-size", .opt9,
                "on bidding loads makes every banner 320x50 whatever size was asked for; the waterfall sizes it right"
            ) { BidPathFixedSizeEvent() }),
        entry("broken-opt-9-fixed-banner-size", .opt9, "ignores adSize and always makes a 320x50 banner") {
            FixedBannerSizeEvent()
        },
    ]

    static let assets = [
        entry("broken-nat-1-truncated-headline", .nat1, "cuts the headline's last character") {
            DecoratedNativeEvent<TruncatedHeadlineAd>()
        },
        entry(
            "broken-nat-1-drops-main-image", .nat1,
            "hands no images, only its media view, on a network that also returns the main image"
        ) { DecoratedNativeEvent<MainImageDroppingAd>() },
        entry("broken-nat-2-empty-strings", .nat2, "maps missing text assets to \"\" instead of nil") {
            DecoratedNativeEvent<EmptyStringAssetsAd>()
        },
        entry(
            "broken-nat-3-empty-extra-asset", .nat3,
            "extraAssets always holds the extra asset, \"\" when missing (the seed's Swift sample)"
        ) { DecoratedNativeEvent<EmptyExtraAssetAd>() },
        entry(
            "broken-nat-4-file-urls", .nat4, "builds image URLs with URL(fileURLWithPath:) (the seed's Swift sample)"
        ) { DecoratedNativeEvent<FileURLImagesAd>() },
    ]

    static let adChoices = [
        entry("broken-adc-1-drops-adchoices", .adc1, "never exposes the network's AdChoices view") {
            DecoratedNativeEvent<DropsAdChoicesViewAd>()
        },
        entry(
            "broken-adc-2-no-icon-adchoices", .adc2,
            "builds no AdChoices view when the network supplies only an icon and a URL"
        ) { DecoratedNativeEvent<NoIconAdChoicesAd>() },
        entry("broken-adc-3-second-adchoices", .adc3, "adds a second AdChoices view to the ad view in didRender") {
            DecoratedNativeEvent<SecondAdChoicesAd>()
        },
        entry("broken-adc-4-wrong-corner", .adc4, "moves the AdChoices view to the opposite corner in didRender") {
            DecoratedNativeEvent<WrongCornerAdChoicesAd>()
        },
    ]

    static let media = [
        entry("broken-med-1-video-as-image", .med1, "hasVideoContent is always false") {
            DecoratedNativeEvent<NoVideoAd>()
        },
        entry(
            "broken-med-2-no-image-fallback", .med2, "maps no images, so an image ad has nothing for the media view"
        ) { DecoratedNativeEvent<NoImageFallbackAd>() },
        entry("broken-med-3-video-without-view", .med3, "hasVideoContent is always true, also without a media view") {
            DecoratedNativeEvent<AlwaysVideoAd>()
        },
        entry("broken-med-4-double-play", .med4, "forwards the network's video play event twice") {
            DecoratedNativeEvent<DoublePlayAd>()
        },
    ]

    static let clicks = [
        entry(
            "broken-clk-1-drops-network-clicks", .clk1,
            "handlesUserClicks() is true but the network's clicks are never forwarded"
        ) { SelfTrackedEvent<DropsNetworkClicksAd>() },
        entry(
            "broken-clk-2-misspelt-click", .clk2,
            "implements didRecordClickOnAsset(withName:view:wController:) (the seed's typo): clicks never reach the network"
        ) { DecoratedNativeEvent<MisspeltClickAd>() },
        entry(
            "broken-clk-2-double-counted-click", .clk2,
            "forwards the SDK's click to the network and also calls reportClick()"
        ) { DecoratedNativeEvent<DoubleCountedClickAd>() },
        entry(
            "broken-clk-3-own-tap-action", .clk3,
            "adds its own tap targets in didRender that open the ad, bypassing the custom click handler"
        ) { DecoratedNativeEvent<OwnTapActionAd>() },
        entry(
            "broken-clk-4-opens-twice", .clk4, "hands every click to the network twice, opening the destination twice"
        ) { DecoratedNativeEvent<OpensTwiceAd>() },
        entry(
            "broken-imp-1-double-forward", .imp1,
            "handlesUserImpressions() is true and each network impression is reported twice"
        ) { SelfTrackedEvent<DoubleForwardedImpressionAd>() },
        entry(
            "broken-imp-2-also-reports", .imp2,
            "forwards the SDK's impression to the network and also calls reportImpression()"
        ) { DecoratedNativeEvent<AlsoReportsImpressionAd>() },
        entry("broken-imp-3-no-dedup", .imp3, "handles impressions and reports every showing the network reports") {
            SelfTrackedEvent<UndeduplicatedImpressionAd>()
        },
        entry(
            "broken-imp-4-no-view-to-network", .imp4,
            "tracks through the network but never hands it the rendered ad view"
        ) { SelfTrackedEvent<HidesViewFromNetworkAd>() },
    ]

    static let banner = [
        entry("broken-ban-1-new-view", .ban1, "returns a fresh UIView instead of the network's banner") {
            DecoratedBannerEvent<NewViewBanner>()
        },
        entry("broken-ban-2-double-click", .ban2, "reports two clicks for one \"will leave application\"") {
            DecoratedBannerEvent<DoubleClickBanner>()
        },
        entry("broken-ban-3-drops-impression", .ban3, "drops the network's impressions") {
            DecoratedBannerEvent<DropsImpressionBanner>()
        },
        entry(
            "broken-ban-4-crossed-screen-events", .ban4,
            "forwards willPresent as didDismiss and didDismiss as willPresent"
        ) { DecoratedBannerEvent<CrossedScreenEventsBanner>() },
    ]

    static let concurrency = [
        entry(
            "broken-con-1-static-completion", .con1,
            "keeps the latest load's completion handler in a static: answers complete the wrong instance"
        ) { StaticCompletionEvent() },
        entry(
            "broken-con-2-racy-guard", .con2,
            "a plain check-then-set flag as its guard: answers racing on two threads both complete"
        ) { GatedCustomEvent<RacyGate>() },
        sanitizedOnly(
            entry(
                "broken-con-2-unlocked-flag", .con2,
                "a plain check-then-set flag with nothing between: racing answers rarely both complete, but always race"
            ) { GatedCustomEvent<UnlockedFlagGate>() }),
        entry("broken-con-3-blocks-main-thread", .con3, "blocks the main thread for 30 ms in every load") {
            BlocksMainThreadEvent()
        },
    ]

    static let fullScreen = [
        entry(
            "broken-ful-1-own-view-controller", .ful1, "shows the ad from a view controller of its own, not the SDK's"
        ) {
            DecoratedFullScreenEvent<OwnViewControllerPresenter>()
        },
        entry("broken-ful-2-no-impression", .ful2, "drops the impression the network reports while the ad shows") {
            DecoratedFullScreenEvent<ImpressionDroppingPresenter>()
        },
        presentAndDismissOnly(
            entry(
                "broken-ful-2-present-dismiss-only-no-will-present", .ful2,
                "on a network that reports only present and dismiss, never sends willPresentFullScreenView"
            ) { DecoratedFullScreenEvent<WillPresentDroppingPresenter>() }),
        presentAndDismissOnly(
            entry(
                "broken-ful-2-present-dismiss-only-own-impression-twice", .ful2,
                "on a network without impression callbacks, reports its own impression twice as the ad appears"
            ) { DecoratedFullScreenEvent<DoubleOwnImpressionPresenter>() }),
        entry(
            "broken-ful-2-loads-never-succeed", .ful2,
            "fails every full-screen load with an error, the network's ad lost: no presentation is ever reached"
        ) { FullScreenLoadLosingEvent() },
        entry("broken-ful-3-silent-failure", .ful3, "swallows the failure when the ad cannot be shown") {
            DecoratedFullScreenEvent<SilentFailurePresenter>()
        },
        entry(
            "broken-ful-7-bridged-swift-error", .ful7,
            "fails a presentation with a Swift enum, bridged as \"BrokenAdapters.BridgedPresentationError\" code 1"
        ) { DecoratedFullScreenEvent<BridgedErrorPresenter>() },
        entry("broken-ful-4-silent-second-present", .ful4, "ignores a second present instead of failing it") {
            DecoratedFullScreenEvent<SilentSecondPresenter>()
        },
        entry("broken-ful-5-present-on-load", .ful5, "reports the ad as presented and counted as soon as it loads") {
            DecoratedFullScreenEvent<PresentOnLoadPresenter>()
        },
        entry("broken-rwd-1-reward-on-present", .rwd1, "rewards the user when the ad appears, before it was earned") {
            DecoratedFullScreenEvent<RewardOnPresentPresenter>()
        },
        entry(
            "broken-rwd-2-forgets-at-dismissal", .rwd2,
            "lets go of the SDK's delegate at dismissal; a later reward is lost"
        ) {
            DecoratedFullScreenEvent<ForgetfulAtDismissalPresenter>()
        },
        entry("broken-rwd-3-no-video-end", .rwd3, "never reports the end of the rewarded video") {
            DecoratedFullScreenEvent<VideoEndDroppingPresenter>()
        },
    ]
}
