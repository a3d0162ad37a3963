import Foundation
import SampleAdSDK
import ScriptedNetworkTesting
import Testing

@Suite("SampleNativeAdLoader", .serialized)
struct SampleNativeAdLoaderTests {
    private func fetch(
        _ host: TestNetworkHost, urls: RecordingURLHandler? = nil,
        configure: (SampleNativeAdRequest) -> Void = { _ in }
    ) -> (SampleNativeAdLoader, LoaderRecorder) {
        let loader = SampleNativeAdLoader()
        let recorder = LoaderRecorder()
        loader.adUnitID = "native-unit"
        loader.delegate = recorder
        let request = SampleNativeAdRequest()
        configure(request)
        ScopedScenario.run(host: host, urls: urls) {
            loader.fetchAd(request)
            host.runScheduled()
        }
        return (loader, recorder)
    }

    private static let twoImages = NetworkAd(
        headline: "H",
        icon: NetworkImage(url: "https://ads.example.com/i.png", bytes: "icon", scale: 2),
        images: [
            NetworkImage(url: "https://ads.example.com/1.png", bytes: "one", scale: 1),
            NetworkImage(url: "https://ads.example.com/2.png", bytes: "two", scale: 3),
        ])

    @Test func recordsEveryRequestField() {
        let host = TestNetworkHost(.silent)
        _ = fetch(host) {
            $0.shouldDownloadImages = false
            $0.preferredImageOrientation = .landscape
            $0.shouldRequestMultipleImages = true
            $0.testMode = true
            $0.preferredAdChoicesPosition = .bottomLeftCorner
            $0.childDirectedTreatment = true
        }
        #expect(
            host.requests == [
                NetworkRequest(
                    format: "native", adUnit: "native-unit", testMode: true, downloadImages: false,
                    orientation: "landscape", multipleImages: true, adChoicesPosition: "bottomLeft",
                    childDirected: true)
            ])
    }

    @Test func defaultsAreRecordedToo() throws {
        let host = TestNetworkHost(.silent)
        _ = fetch(host)
        let request = try #require(host.requests.first)
        #expect(request.downloadImages == true)
        #expect(request.orientation == "any")
        #expect(request.multipleImages == false)
        #expect(request.adChoicesPosition == "topRight")
        #expect(request.childDirected == nil)
    }

    @Test func deliversEveryAssetWithDownloadedImages() throws {
        let (_, recorder) = fetch(TestNetworkHost(.deliver()))
        let ad = try #require(recorder.ads.first)
        let standard = NetworkAd.standard
        #expect(ad.headline == standard.headline)
        #expect(ad.body == standard.body)
        #expect(ad.callToAction == standard.callToAction)
        #expect(ad.advertiser == standard.advertiser)
        #expect(ad.store == standard.store)
        #expect(ad.price == standard.price)
        #expect(ad.starRating == NSDecimalNumber(string: "4.5"))
        #expect(ad.degreeOfAwesomeness == "Mega awesome")
        #expect(ad.icon?.data == Data("icon-bytes".utf8))
        #expect(ad.iconScale == 2)
        #expect(ad.image?.data == Data("main-bytes".utf8))
        #expect(ad.imageURL == "https://ads.example.com/main.png")
        #expect(ad.mediaView == nil)
        #expect(ad.adInfoView != nil)
    }

    @Test func urlsOnlyWhenDownloadsAreOff() throws {
        let (_, recorder) = fetch(TestNetworkHost(.deliver())) { $0.shouldDownloadImages = false }
        let ad = try #require(recorder.ads.first)
        #expect(ad.icon == nil)
        #expect(ad.image == nil)
        #expect(ad.iconURL == "https://ads.example.com/icon.png")
        #expect(ad.imageURL == "https://ads.example.com/main.png")
        #expect(ad.images.allSatisfy { $0.image == nil })
    }

    @Test(arguments: [false, true])
    func multipleImagesOnlyWhenAsked(multiple: Bool) throws {
        let (_, recorder) = fetch(TestNetworkHost(.deliver(Self.twoImages))) {
            $0.shouldRequestMultipleImages = multiple
        }
        let ad = try #require(recorder.ads.first)
        #expect(ad.images.count == (multiple ? 2 : 1))
        #expect(ad.images.first?.imageURL == "https://ads.example.com/1.png")
    }

    @Test func absentAssetsAreNil() throws {
        let (_, recorder) = fetch(TestNetworkHost(.deliver(NetworkAd(headline: "Only", adChoices: .none))))
        let ad = try #require(recorder.ads.first)
        #expect(ad.body == nil)
        #expect(ad.starRating == nil)
        #expect(ad.icon == nil && ad.iconURL == nil)
        #expect(ad.image == nil && ad.imageURL == nil)
        #expect(ad.degreeOfAwesomeness == nil)
        #expect(ad.adInfoView == nil && ad.adChoicesClickURL == nil)
    }

    @Test func videoAdsHaveAMediaView() throws {
        var content = NetworkAd.standard
        content.hasVideo = true
        content.videoDuration = 12
        let (_, recorder) = fetch(TestNetworkHost(.deliver(content)))
        let media = try #require(recorder.ads.first?.mediaView)
        #expect(media.hasVideo)
        #expect(media.videoDuration == 12)
    }

    @Test func adChoicesAsIconAndURL() throws {
        var content = NetworkAd.standard
        content.adChoices = .iconAndURL(
            icon: NetworkImage(url: "https://ads.example.com/ac.png", bytes: "ac"),
            clickURL: "https://ads.example.com/why")
        let (_, recorder) = fetch(TestNetworkHost(.deliver(content))) { $0.shouldDownloadImages = false }
        let ad = try #require(recorder.ads.first)
        #expect(ad.adInfoView == nil)
        #expect(ad.adChoicesClickURL == "https://ads.example.com/why")
        #expect(ad.adChoicesIcon?.data == Data("ac".utf8))
    }

    @Test func adInfoViewHonoursPositionAndOpensAdChoices() throws {
        let urls = RecordingURLHandler()
        let host = TestNetworkHost(.deliver())
        let (_, recorder) = fetch(host, urls: urls) { $0.preferredAdChoicesPosition = .bottomRightCorner }
        let view = try #require(recorder.ads.first?.adInfoView)
        #expect(view.position == .bottomRightCorner)
        let tapArea = try #require(view.subviews.first as? UIControl)
        ScopedScenario.run(host: host, urls: urls) { tapArea.sendActions(for: .touchUpInside) }
        #expect(urls.opened == [SampleAdInfoView.defaultAdChoicesURL])
    }

    @Test func failureAndTwiceAndSilence() {
        #expect(fetch(TestNetworkHost(.fail(code: 2))).1.log.names == ["fail:2"])
        #expect(fetch(TestNetworkHost(.silent)).1.log.names.isEmpty)
        let twice = NetworkScript(answers: [
            NetworkAnswer(.ad(.standard)), NetworkAnswer(.failure(code: 3), afterMilliseconds: 1),
        ])
        #expect(fetch(TestNetworkHost(twice)).1.log.names == ["receive", "fail:3"])
    }

    @Test func racingLanesBothDeliverOffTheCallingThread() {
        let race = NetworkScript(answers: [
            NetworkAnswer(.ad(.standard), on: .background(lane: 1)),
            NetworkAnswer(.ad(.standard), on: .background(lane: 2)),
        ])
        let host = TestNetworkHost(race)
        let (_, recorder) = fetch(host)
        #expect(recorder.log.names == ["receive", "receive"])
        #expect(recorder.log.noneOnCaller)
        #expect(Set(recorder.log.threadNames) == ["background-1", "background-2"])
        #expect(host.sinkCount == 1)
    }

    @Test func eventsReachTheAdDelegate() throws {
        let host = TestNetworkHost(.deliver())
        let (_, recorder) = fetch(host)
        let ad = try #require(recorder.ads.first)
        let adRecorder = NativeAdRecorder()
        ad.delegate = adRecorder
        ScopedScenario.run(host: host) {
            for event in [
                NetworkEvent.impression, .click, .videoPlay, .videoPause, .videoMute, .videoUnmute, .videoEnd,
            ] {
                host.send(event)
            }
        }
        #expect(adRecorder.log.names == ["impression", "click", "play", "pause", "mute", "unmute", "end"])
    }

    @Test func trackingCallsAreObserved() throws {
        let host = TestNetworkHost(.deliver())
        let (_, recorder) = fetch(host)
        let ad = try #require(recorder.ads.first)
        ScopedScenario.run(host: host, urls: RecordingURLHandler()) {
            ad.recordImpression()
            ad.setNativeAdView(UIView())
            ad.handleClick(on: UILabel())
            ad.playVideo()
        }
        #expect(
            host.observations == [
                .impressionRecorded, .viewRegistered(RegisteredViews(viewType: "UIView", clickableTypes: nil)),
                .clickRecorded(view: "UILabel"),
            ])
        #expect(host.notes == ["playVideo()"])
    }

    @Test(arguments: [(Set(["sample"]), "sample://ad/1"), (Set<String>(), "https://ads.example.com/landing")])
    func clickNavigatesOnce(installed: Set<String>, expected: String) throws {
        let host = TestNetworkHost(.deliver())
        let urls = RecordingURLHandler(installed: installed)
        let (_, recorder) = fetch(host)
        let ad = try #require(recorder.ads.first)
        ScopedScenario.run(host: host, urls: urls) { ad.handleClick(on: UIView()) }
        #expect(urls.opened.map(\.absoluteString) == [expected])
    }
}
