import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent
import ScriptedNetworkTesting
import Testing

@Suite("Reference native ad", .serialized)
struct NativeTests {
    private static func imageOptions(disabled: Bool = false, multiple: Bool = false) -> NativeAdImageAdLoaderOptions {
        let options = NativeAdImageAdLoaderOptions()
        options.disableImageLoading = disabled
        options.shouldRequestMultipleImages = multiple
        return options
    }

    @Test func successMapsEveryAssetWithDefaults() throws {
        let host = TestNetworkHost(.deliver())
        let result = Loads.native(host)
        #expect(result.count == 1)
        let ad = try #require(result.ad)
        let standard = NetworkAd.standard
        #expect(ad.headline == standard.headline)
        #expect(ad.body == standard.body)
        #expect(ad.callToAction == standard.callToAction)
        #expect(ad.advertiser == standard.advertiser)
        #expect(ad.store == standard.store)
        #expect(ad.price == standard.price)
        #expect(ad.starRating == NSDecimalNumber(string: "4.5"))
        #expect(ad.extraAssets?["degreeOfAwesomeness"] as? String == "Mega awesome")
        #expect(ad.icon?.image?.data == Data("icon-bytes".utf8))
        #expect(ad.images?.first?.image?.data == Data("main-bytes".utf8))
        #expect(ad.adChoicesView is SampleAdInfoView)
        #expect(ad.hasVideoContent == false && ad.mediaView == nil)
        #expect(ad.handlesUserClicks() == false && ad.handlesUserImpressions() == false)
        let request = try #require(host.requests.first)
        #expect(request.adUnit == "native-unit")
        #expect(request.downloadImages == true)
        #expect(request.orientation == "any")
        #expect(request.multipleImages == false)
        #expect(request.testMode == false)
        #expect(request.adChoicesPosition == "topRight")
    }

    @Test func imageLoadingDisabledGivesURLsOnly() throws {
        let host = TestNetworkHost(.deliver())
        let ad = try #require(Loads.native(host, Configurations.native([Self.imageOptions(disabled: true)])).ad)
        #expect(host.requests.first?.downloadImages == false)
        let image = try #require(ad.images?.first)
        #expect(image.image == nil)
        #expect(image.imageURL == URL(string: "https://ads.example.com/main.png"))
        #expect(image.scale > 0)
        #expect(ad.icon?.image == nil)
        #expect(ad.icon?.imageURL?.isFileURL == false)
    }

    @Test func multipleImages() throws {
        var content = NetworkAd.standard
        content.images.append(NetworkImage(url: "https://ads.example.com/2.png", bytes: "two", scale: 2))
        let host = TestNetworkHost(.deliver(content))
        let ad = try #require(Loads.native(host, Configurations.native([Self.imageOptions(multiple: true)])).ad)
        #expect(host.requests.first?.multipleImages == true)
        #expect(ad.images?.count == 2)
        let single = try #require(Loads.native(TestNetworkHost(.deliver(content))).ad)
        #expect(single.images?.count == 1)
    }

    @Test(arguments: [
        (MediaAspectRatio.landscape, "landscape"), (.portrait, "portrait"), (.square, "any"), (.any, "any"),
        (.unknown, "any"),
    ])
    func aspectRatioMapsToOrientation(ratio: MediaAspectRatio, expected: String) {
        let options = NativeAdMediaAdLoaderOptions()
        options.mediaAspectRatio = ratio
        let host = TestNetworkHost(.silent)
        _ = Loads.native(host, Configurations.native([options]))
        #expect(host.requests.first?.orientation == expected)
    }

    @Test func adChoicesPositionTestModeAndChildFlagReachTheNetwork() {
        let options = NativeAdViewAdOptions()
        options.preferredAdChoicesPosition = .bottomLeftCorner
        let host = TestNetworkHost(.silent)
        _ = Loads.native(host, Configurations.native([options], test: true, childDirected: true))
        #expect(host.requests.first?.adChoicesPosition == "bottomLeft")
        #expect(host.requests.first?.testMode == true)
        // The child flag comes from the global request configuration (PRV-1), which other
        // tests of this process may set: the conformance scenarios judge it.
    }

    @Test func unknownOptionsAreIgnored() {
        final class PublisherOptions: AdLoaderOptions {}
        let result = Loads.native(
            TestNetworkHost(.deliver()),
            Configurations.native([VideoOptions(), MultipleAdsAdLoaderOptions(), PublisherOptions()]))
        #expect(result.count == 1 && result.ad != nil)
    }

    @Test func absentAssetsAreNil() throws {
        let ad = try #require(Loads.native(TestNetworkHost(.deliver(NetworkAd(headline: "Only", adChoices: .none)))).ad)
        #expect(ad.body == nil && ad.callToAction == nil && ad.starRating == nil && ad.price == nil)
        #expect(ad.icon == nil && ad.images == nil)
        #expect(ad.extraAssets == nil)
        #expect(ad.adChoicesView == nil)
    }

    @Test func videoAdsExposeTheNetworksMediaView() throws {
        var content = NetworkAd.standard
        content.hasVideo = true
        content.videoDuration = 30
        let host = TestNetworkHost(.deliver(content))
        let result = Loads.native(host)
        let ad = try #require(result.ad)
        #expect(ad.hasVideoContent)
        #expect(ad.mediaView is SampleMediaView)
        #expect(ad.duration == 30)
        ScopedScenario.run(host: host) {
            for event in [
                NetworkEvent.videoPlay, .videoPause, .videoMute, .videoUnmute, .videoEnd, .click, .impression,
            ] {
                host.send(event)
            }
        }
        // The SDK tracks clicks and impressions here, so the network's own are not forwarded.
        #expect(result.events.names == ["play", "pause", "mute", "unmute", "end"])
    }

    @Test func iconAndURLAdChoicesBecomeAButtonThatOpensTheURL() throws {
        var content = NetworkAd.standard
        content.adChoices = .iconAndURL(
            icon: NetworkImage(url: "https://ads.example.com/ac.png", bytes: "ac"),
            clickURL: "https://ads.example.com/why")
        let host = TestNetworkHost(.deliver(content))
        let ad = try #require(Loads.native(host).ad)
        let button = try #require(ad.adChoicesView as? UIButton)
        #expect(button.currentImage?.data == Data("ac".utf8))
        let urls = RecordingURLHandler()
        ScopedScenario.run(host: host, urls: urls) { button.sendActions(for: .touchUpInside) }
        #expect(urls.opened == [URL(string: "https://ads.example.com/why")!])
    }

    @Test func sdkTrackingIsForwardedToTheNetwork() throws {
        let host = TestNetworkHost(.deliver())
        let ad = try #require(Loads.native(host).ad)
        let urls = RecordingURLHandler()
        ScopedScenario.run(host: host, urls: urls) {
            let adView = UIView()
            ad.didRender(
                in: adView, clickableAssetViews: [:], nonclickableAssetViews: [:], viewController: UIViewController())
            ad.didRecordImpression()
            ad.didRecordClickOnAsset(withName: .headlineAsset, view: UILabel(), viewController: UIViewController())
        }
        #expect(
            host.observations == [
                .viewRegistered(RegisteredViews(viewType: "UIView", clickableTypes: nil)), .impressionRecorded,
                .clickRecorded(view: "UILabel"),
            ])
        #expect(urls.opened.count == 1)
    }

    @Test func missingParameterFailsWithoutFetching() {
        let host = TestNetworkHost(.deliver())
        let result = Loads.native(host, Configurations.native(parameter: nil))
        #expect(result.count == 1)
        #expect(result.error?.code == SampleCustomEventErrorCode.invalidServerParameter.rawValue)
        #expect(host.requests.isEmpty)
    }

    @Test func urlOnlyImagesAreFetchedOrTheLoadFails() throws {
        var content = NetworkAd.standard
        content.images = [NetworkImage(url: "https://ads.example.com/main.png", bytes: "")]
        let failed = Loads.native(TestNetworkHost(.deliver(content)))
        #expect(failed.count == 1)
        #expect(failed.error?.code == SampleCustomEventErrorCode.imageDownloadFailure.rawValue)

        final class Loader: SampleCustomEventImageLoading {
            func image(at url: URL, scale: CGFloat) -> UIImage? { UIImage(data: Data(url.absoluteString.utf8)) }
        }
        let adapter = SampleCustomEvent()
        adapter.imageLoader = Loader()
        let loaded = try #require(Loads.native(TestNetworkHost(.deliver(content)), adapter: adapter).ad)
        #expect(loaded.images?.first?.image != nil)
    }
}
