import GoogleMobileAds
import ScriptedNetwork

/// A compact binary form of trace events, for passing traces between processes.
///
/// Worker processes hand every event to their supervisor (through a file, so a crash keeps
/// the trace up to the crash), and JSON of the nested `TraceKind` payloads costs tens of
/// microseconds per event on each side, more than running the scenario. This form
/// writes each field in a fixed order: integers as 8 bytes, strings as a length and UTF-8
/// bytes, optionals with a presence byte. It is only read by the same build that wrote it.
package enum TraceEventCodec {
    /// Appends `event` to `bytes`.
    package static func encode(_ event: TraceEvent, into bytes: inout [UInt8]) {
        var writer = BinaryWriter(bytes: bytes)
        bytes = []
        writer.event(event)
        bytes = writer.bytes
    }

    /// Decodes one event from `bytes`, or `nil` if they do not hold exactly one.
    package static func decode(_ bytes: UnsafeRawBufferPointer) -> TraceEvent? {
        var reader = BinaryReader(bytes: bytes)
        guard let event = reader.event(), reader.offset == bytes.count else { return nil }
        return event
    }

}

extension ErrorSummary {
    /// A summary from its parts, for decoding.
    init(
        domain: String, code: Int, localizedDescription: String, descriptionKeyValue: String?,
        userInfoText: [String: String]
    ) {
        self.domain = domain
        self.code = code
        self.localizedDescription = localizedDescription
        self.descriptionKeyValue = descriptionKeyValue
        self.userInfoText = userInfoText
    }
}

extension BinaryWriter {
    mutating func event(_ event: TraceEvent) {
        int(event.sequence)
        int(event.timeMilliseconds)
        thread(event.thread)
        optional(event.load) { $0.int($1) }
        kind(event.kind)
    }

    mutating func thread(_ thread: TraceThread) {
        switch thread {
        case .main: int(-1)
        case .other: int(-2)
        case .race: int(-3)
        case .background(let lane): int(lane)
        }
    }

    mutating func kind(_ kind: TraceKind) {
        switch kind {
        case .versionQueried(let member, let value): bytes.append(0); string(member.rawValue); string(value)
        case .setUpStarted(let credentials): bytes.append(1); int(credentials)
        case .setUpCompleted(let error): bytes.append(2); optional(error) { $0.error($1) }
        case .loadStarted(let format): bytes.append(3); string(format.rawValue)
        case .networkFetch(let request): bytes.append(4); self.request(request)
        case .networkAnswer(let outcome): bytes.append(5); string(outcome)
        case .networkEvent(let event): bytes.append(6); string(event.rawValue)
        case .networkNote(let text): bytes.append(7); string(text)
        case .completion(let call, let adType, let error):
            bytes.append(8); int(call); string(adType); optional(error) { $0.error($1) }
        case .delegateCall(let call): bytes.append(9); delegateCall(call)
        case .sdkCall(let call): bytes.append(10); sdkCall(call)
        case .defaulted(let member): bytes.append(11); string(member.rawValue)
        case .assets(let snapshot): bytes.append(12); assets(snapshot)
        case .render(let snapshot):
            bytes.append(13); int(snapshot.adChoicesViews); bool(snapshot.networkAdChoicesViewPresent)
            optional(snapshot.adChoicesCorner) { $0.int($1.rawValue) }
            bool(snapshot.mediaShowsImage)
            bool(snapshot.mediaDrawnIntoSDKView)
        case .bannerView(let snapshot):
            bytes.append(14); string(snapshot.type); double(snapshot.width); double(snapshot.height)
            bool(snapshot.isNetworkView); bool(snapshot.isFetchingView)
        case .navigation(let url): bytes.append(15); string(url)
        case .customClickHandler(let assetID): bytes.append(16); string(assetID)
        case .handlerReleased(let released): bytes.append(17); bool(released)
        case .note(let text): bytes.append(18); string(text)
        case .networkShow(let given): bytes.append(19); optional(given) { $0.bool($1) }
        case .bidding(let event): bytes.append(BiddingEvent.codecTag); bidding(event)
        case .networkObservation(let observation): bytes.append(21); self.observation(observation)
        case .dataRace(let race): bytes.append(DataRace.codecTag); dataRace(race)
        }
    }

    mutating func observation(_ observation: NetworkObservation) {
        switch observation {
        case .viewRegistered(let views):
            bytes.append(0); string(views.view)
            optional(views.clickable) { writer, types in
                writer.int(types.count)
                for type in types { writer.string(type) }
            }
        case .viewUnregistered: bytes.append(1)
        case .clickRecorded(let view): bytes.append(2); string(view)
        case .impressionRecorded: bytes.append(3)
        case .noAdObjectCreated: bytes.append(4)
        }
    }

    mutating func delegateCall(_ call: DelegateCall) {
        switch call {
        case .reportImpression: bytes.append(0)
        case .reportClick: bytes.append(1)
        case .willPresentFullScreenView: bytes.append(2)
        case .didFailToPresent(let error): bytes.append(3); self.error(error)
        case .willDismissFullScreenView: bytes.append(4)
        case .didDismissFullScreenView: bytes.append(5)
        case .willBackgroundApplication: bytes.append(6)
        case .didPlayVideo: bytes.append(7)
        case .didPauseVideo: bytes.append(8)
        case .didEndVideo: bytes.append(9)
        case .didMuteVideo: bytes.append(10)
        case .didUnmuteVideo: bytes.append(11)
        case .didRewardUser: bytes.append(12)
        case .didStartVideo: bytes.append(13)
        }
    }

    mutating func sdkCall(_ call: SDKCall) {
        switch call {
        case .userTapsAsset(let asset): bytes.append(0); string(asset)
        case .userTapsAdChoices(let viewType): bytes.append(1); string(viewType)
        case .didRender: bytes.append(2)
        case .didRecordClickOnAsset(let asset): bytes.append(3); string(asset)
        case .didRecordImpression: bytes.append(4)
        case .didUntrackView: bytes.append(5)
        case .present: bytes.append(6)
        }
    }

    mutating func error(_ error: ErrorSummary) {
        string(error.domain); int(error.code); string(error.localizedDescription)
        string(error.descriptionKeyValue)
        dictionary(error.userInfoText)
    }

    mutating func dictionary(_ dictionary: [String: String]) {
        int(dictionary.count)
        for (key, value) in dictionary {
            string(key)
            string(value)
        }
    }

    mutating func request(_ request: NetworkRequest) {
        string(request.format); string(request.adUnit); bool(request.testMode); bool(request.downloadImages)
        string(request.orientation); bool(request.multipleImages); string(request.adChoicesPosition)
        double(request.bannerWidth); double(request.bannerHeight); bool(request.childDirected)
        bool(request.underAgeOfConsent); string(request.bidResponse); string(request.watermark)
    }

    mutating func image(_ image: ImageSnapshot) {
        string(image.url); string(image.data); double(image.scale)
    }

    mutating func assets(_ snapshot: AssetSnapshot) {
        string(snapshot.headline); string(snapshot.body); string(snapshot.callToAction)
        string(snapshot.advertiser); string(snapshot.store); string(snapshot.price); string(snapshot.starRating)
        optional(snapshot.icon) { $0.image($1) }
        optional(snapshot.images) { writer, images in
            writer.int(images.count)
            for image in images { writer.image(image) }
        }
        optional(snapshot.extraAssets) { $0.dictionary($1) }
        string(snapshot.adChoicesView); string(snapshot.mediaView)
        bool(snapshot.mediaViewShowsImage); bool(snapshot.hasVideoContent)
        bool(snapshot.implementsHasVideoContent); bool(snapshot.handlesUserClicks)
        bool(snapshot.handlesUserImpressions)
    }
}

extension BinaryReader {
    mutating func event() -> TraceEvent? {
        do {
            let sequence = try int()
            let time = try int()
            let thread = try thread()
            let load = try optional { reader throws(Failure) in try reader.int() }
            return TraceEvent(
                sequence: sequence, timeMilliseconds: time, thread: thread, load: load, kind: try kind())
        } catch {
            return nil
        }
    }

    mutating func thread() throws(Failure) -> TraceThread {
        switch try int() {
        case -1: .main
        case -2: .other
        case -3: .race
        case let lane where lane >= 0: .background(lane)
        default: throw Failure()
        }
    }

    mutating func kind() throws(Failure) -> TraceKind {
        switch try byte() {
        case 0:
            guard let member = ClassMember(rawValue: try string()) else { throw Failure() }
            return .versionQueried(member: member, value: try string())
        case 1: return .setUpStarted(credentials: try int())
        case 2: return .setUpCompleted(error: try optional { reader throws(Failure) in try reader.error() })
        case 3:
            guard let format = ScenarioFormat(rawValue: try string()) else { throw Failure() }
            return .loadStarted(format: format)
        case 4: return .networkFetch(try request())
        case 5: return .networkAnswer(outcome: try string())
        case 6:
            guard let event = NetworkEvent(rawValue: try string()) else { throw Failure() }
            return .networkEvent(event)
        case 7: return .networkNote(try string())
        case 8:
            return .completion(
                call: try int(), adType: try optionalString(),
                error: try optional { reader throws(Failure) in try reader.error() })
        case 9: return .delegateCall(try delegateCall())
        case 10: return .sdkCall(try sdkCall())
        case 11:
            guard let member = OptionalMember(rawValue: try string()) else { throw Failure() }
            return .defaulted(member)
        case 12: return .assets(try assets())
        case 13:
            return .render(
                RenderSnapshot(
                    adChoicesViews: try int(), networkAdChoicesViewPresent: try bool(),
                    adChoicesCorner: try optional { reader throws(Failure) in
                        guard let corner = AdChoicesPosition(rawValue: try reader.int()) else { throw Failure() }
                        return corner
                    }, mediaShowsImage: try bool(), mediaDrawnIntoSDKView: try bool()))
        case 14:
            return .bannerView(
                BannerSnapshot(
                    type: try string(), width: try double(), height: try double(),
                    isNetworkView: try bool(), isFetchingView: try bool()))
        case 15: return .navigation(url: try string())
        case 16: return .customClickHandler(assetID: try string())
        case 17: return .handlerReleased(try bool())
        case 18: return .note(try string())
        case 19:
            return .networkShow(
                givenSDKViewController: try optional { reader throws(Failure) in try reader.bool() })
        case BiddingEvent.codecTag: return .bidding(try bidding())
        case 21: return .networkObservation(try observation())
        case DataRace.codecTag: return .dataRace(try dataRace())
        default: throw Failure()
        }
    }

    mutating func observation() throws(Failure) -> NetworkObservation {
        switch try byte() {
        case 0:
            return .viewRegistered(
                RegisteredViews(
                    viewType: try string(),
                    clickableTypes: try optional { reader throws(Failure) in
                        let count = try reader.int()
                        guard count >= 0, count <= reader.bytes.count else { throw Failure() }
                        var types: [String] = []
                        for _ in 0..<count { types.append(try reader.string()) }
                        return types
                    }))
        case 1: return .viewUnregistered
        case 2: return .clickRecorded(view: try optionalString())
        case 3: return .impressionRecorded
        case 4: return .noAdObjectCreated
        default: throw Failure()
        }
    }

    mutating func delegateCall() throws(Failure) -> DelegateCall {
        switch try byte() {
        case 0: .reportImpression
        case 1: .reportClick
        case 2: .willPresentFullScreenView
        case 3: .didFailToPresent(try error())
        case 4: .willDismissFullScreenView
        case 5: .didDismissFullScreenView
        case 6: .willBackgroundApplication
        case 7: .didPlayVideo
        case 8: .didPauseVideo
        case 9: .didEndVideo
        case 10: .didMuteVideo
        case 11: .didUnmuteVideo
        case 12: .didRewardUser
        case 13: .didStartVideo
        default: throw Failure()
        }
    }

    mutating func sdkCall() throws(Failure) -> SDKCall {
        switch try byte() {
        case 0: .userTapsAsset(try string())
        case 1: .userTapsAdChoices(viewType: try string())
        case 2: .didRender
        case 3: .didRecordClickOnAsset(try string())
        case 4: .didRecordImpression
        case 5: .didUntrackView
        case 6: .present
        default: throw Failure()
        }
    }

    mutating func error() throws(Failure) -> ErrorSummary {
        ErrorSummary(
            domain: try string(), code: try int(), localizedDescription: try string(),
            descriptionKeyValue: try optionalString(), userInfoText: try dictionary())
    }

    mutating func dictionary() throws(Failure) -> [String: String] {
        let count = try int()
        guard count >= 0, count <= bytes.count else { throw Failure() }
        var dictionary: [String: String] = [:]
        dictionary.reserveCapacity(count)
        for _ in 0..<count {
            let key = try string()
            dictionary[key] = try string()
        }
        return dictionary
    }

    mutating func request() throws(Failure) -> NetworkRequest {
        NetworkRequest(
            format: try string(), adUnit: try optionalString(), testMode: try optionalBool(),
            downloadImages: try optionalBool(), orientation: try optionalString(),
            multipleImages: try optionalBool(), adChoicesPosition: try optionalString(),
            bannerWidth: try optionalDouble(), bannerHeight: try optionalDouble(),
            childDirected: try optionalBool(), underAgeOfConsent: try optionalBool(),
            bidResponse: try optionalString(), watermark: try optionalString())
    }

    mutating func image() throws(Failure) -> ImageSnapshot {
        ImageSnapshot(url: try optionalString(), data: try optionalString(), scale: try double())
    }

    mutating func assets() throws(Failure) -> AssetSnapshot {
        AssetSnapshot(
            headline: try optionalString(), body: try optionalString(), callToAction: try optionalString(),
            advertiser: try optionalString(), store: try optionalString(), price: try optionalString(),
            starRating: try optionalString(),
            icon: try optional { reader throws(Failure) in try reader.image() },
            images: try optional { reader throws(Failure) in
                let count = try reader.int()
                guard count >= 0, count <= reader.bytes.count else { throw Failure() }
                var images: [ImageSnapshot] = []
                for _ in 0..<count { images.append(try reader.image()) }
                return images
            },
            extraAssets: try optional { reader throws(Failure) in try reader.dictionary() },
            adChoicesView: try optionalString(), mediaView: try optionalString(),
            mediaViewShowsImage: try bool(), hasVideoContent: try bool(),
            implementsHasVideoContent: try bool(), handlesUserClicks: try bool(),
            handlesUserImpressions: try bool())
    }
}
