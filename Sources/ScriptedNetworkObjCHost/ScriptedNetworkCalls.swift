import Foundation
import ObjCAdapterHost
import ObjCFaces
import ScriptedNetwork
import ScriptedNetworkObjC

// The Swift side of the Objective-C scripted network (`ScriptedNetworkObjC/SwiftSide.h`): each
// function hands a stub SDK's call to the scenario's `NetworkHost`, and each scripted answer back
// to the stub's block, inside an autorelease pool, on the thread the scenario chose.

/// The scenario's host, as a `GACScriptedNetwork` holds it: the host of the thread that asked
/// when the stub took its network, kept for the calls that follow on other threads.
private final class HostReference {
    let host: any NetworkHost
    init(_ host: any NetworkHost) { self.host = host }
}

/// The host a `GACScriptedNetwork` holds (borrowed).
private func host(_ swift: gac_swift?) -> (any NetworkHost)? {
    Faces.borrowed(swift, as: HostReference.self)?.host
}

/// Runs `body` in an autorelease pool of its own: what a stub's block autoreleases goes when it
/// returns, on whatever thread the scenario answered.
private func inPool(_ body: () -> Void) {
    let pool = gac_pool_push()
    body()
    gac_pool_pop(pool)
}

@_cdecl("gac_scripted_current")
func gacScriptedCurrent() -> gac_swift? {
    NetworkEnvironment.host.flatMap { Faces.retained(HostReference($0)) }
}

@_cdecl("gac_scripted_fetch")
func gacScriptedFetch(
    _ swift: gac_swift?, _ fields: UnsafePointer<gac_scripted_request>?, _ events: gac_object?,
    _ answer: gac_object?
) {
    let events = ObjCObject(taking: events)
    let answer = ObjCObject(taking: answer)
    guard let host = host(swift), let fields, let answer else { return }
    host.play(
        NetworkRequest(fields.pointee),
        make: { content in (content, { event in deliver(event, to: events) }) },
        answer: { result in
            inPool {
                switch result {
                case .success(let content):
                    let ad = ObjCValue.object(content.bridged)
                    gac_scripted_answer(answer.pointer, ad, 0, 1)
                    gac_release(ad)
                case .failure(let failure):
                    gac_scripted_answer(answer.pointer, nil, failure.code, failure.carriesError ? 1 : 0)
                }
            }
        })
}

@_cdecl("gac_scripted_register_events")
func gacScriptedRegisterEvents(_ swift: gac_swift?, _ events: gac_object?) {
    let events = ObjCObject(taking: events)
    host(swift)?.register { event in deliver(event, to: events) }
}

/// Hands a post-load event to a stub's event block, if it gave one.
private func deliver(_ event: NetworkEvent, to events: ObjCObject?) {
    guard let events else { return }
    inPool { gac_scripted_event(events.pointer, event.bridged) }
}

@_cdecl("gac_scripted_creates_ad_object")
func gacScriptedCreatesAdObject(_ swift: gac_swift?) -> Int32 {
    (host(swift)?.createsAdObject() ?? true) ? 1 : 0
}

@_cdecl("gac_scripted_register_ad_view")
func gacScriptedRegisterAdView(_ swift: gac_swift?, _ view: gac_swift?) {
    guard let view = Faces.borrowed(view, as: AnyObject.self) else { return }
    host(swift)?.registerAdView(view)
}

@_cdecl("gac_scripted_show")
func gacScriptedShow(_ swift: gac_swift?, _ viewController: gac_swift?) {
    host(swift)?.show(from: Faces.borrowed(viewController, as: AnyObject.self))
}

@_cdecl("gac_scripted_collect_signals")
func gacScriptedCollectSignals(
    _ swift: gac_swift?, _ fields: UnsafePointer<gac_scripted_signal_request>?, _ answer: gac_object?
) {
    let answer = ObjCObject(taking: answer)
    guard let host = host(swift), let fields, let answer else { return }
    host.playSignals(SignalRequest(fields.pointee)) { result in
        inPool {
            switch result {
            case .success(let token): gac_scripted_token(answer.pointer, token, 0, 0)
            case .failure(let failure): gac_scripted_token(answer.pointer, nil, 1, failure.code)
            }
        }
    }
}

@_cdecl("gac_scripted_note_privacy")
func gacScriptedNotePrivacy(_ swift: gac_swift?, _ childDirected: Int32, _ underAgeOfConsent: Int32) {
    host(swift)?.notePrivacy(
        NetworkPrivacy(childDirected: flag(childDirected), underAgeOfConsent: flag(underAgeOfConsent)))
}

@_cdecl("gac_scripted_note")
func gacScriptedNote(_ swift: gac_swift?, _ text: UnsafePointer<CChar>?) {
    guard let text else { return }
    host(swift)?.note(String(cString: text))
}

@_cdecl("gac_scripted_observe")
func gacScriptedObserve(_ swift: gac_swift?, _ kind: Int32, _ view: gac_swift?, _ clickable: gac_object?) {
    let view = Faces.borrowed(view, as: AnyObject.self)
    let observation: NetworkObservation
    switch kind {
    case 0:
        guard let view else { return }
        let clickable = clickable.map { array in
            (0..<gac_array_count(array)).compactMap { index in
                gac_array_at(array, index).flatMap { gac_face_swift($0) }
                    .map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
            }
        }
        observation = .viewRegistered(RegisteredViews(view: view, clickable: clickable))
    case 1: observation = .viewUnregistered
    case 2: observation = .clickRecorded(view: view.map(TypeName.of))
    default: observation = .impressionRecorded
    }
    host(swift)?.observe(observation)
}

@_cdecl("gac_scripted_schedule")
func gacScriptedSchedule(_ swift: gac_swift?, _ delay: Int, _ lane: Int, _ work: gac_object?) {
    guard let work = ObjCBlock(taking: work) else { return }
    host(swift)?.schedule(afterMilliseconds: delay, on: lane < 0 ? .main : .background(lane: lane)) {
        inPool { work.call() }
    }
}

/// A three-valued flag: -1 unset, else false or true.
private func flag(_ value: Int32) -> Bool? { value < 0 ? nil : value != 0 }

/// A size, or `nil` when unset (NAN).
private func size(_ value: Double) -> Double? { value.isNaN ? nil : value }

/// A borrowed C string, or `nil`.
private func text(_ value: UnsafePointer<CChar>?) -> String? { value.map { String(cString: $0) } }

extension NetworkRequest {
    /// The request a stub's fields describe.
    fileprivate init(_ fields: gac_scripted_request) {
        self.init(
            format: text(fields.format) ?? "", adUnit: text(fields.adUnit), testMode: flag(fields.testMode),
            downloadImages: flag(fields.downloadImages), orientation: text(fields.orientation),
            multipleImages: flag(fields.multipleImages), adChoicesPosition: text(fields.adChoicesPosition),
            bannerWidth: size(fields.bannerWidth), bannerHeight: size(fields.bannerHeight),
            childDirected: flag(fields.childDirected), underAgeOfConsent: flag(fields.underAgeOfConsent),
            bidResponse: text(fields.bidResponse), watermark: text(fields.watermark))
    }
}

extension SignalRequest {
    /// The token request a stub's fields describe; no privacy when it passed neither flag.
    fileprivate init(_ fields: gac_scripted_signal_request) {
        let privacy = NetworkPrivacy(
            childDirected: flag(fields.childDirected), underAgeOfConsent: flag(fields.underAgeOfConsent))
        self.init(
            format: text(fields.format), bannerWidth: size(fields.bannerWidth), bannerHeight: size(fields.bannerHeight),
            privacy: privacy == NetworkPrivacy() ? nil : privacy)
    }
}

extension NetworkEvent {
    /// The same event as the Objective-C API numbers it.
    fileprivate var bridged: GACScriptedEvent {
        switch self {
        case .click: GACScriptedEventClick
        case .impression: GACScriptedEventImpression
        case .leaveApplication: GACScriptedEventLeaveApplication
        case .presentScreen: GACScriptedEventPresentScreen
        case .dismissScreen: GACScriptedEventDismissScreen
        case .didDismissScreen: GACScriptedEventDidDismissScreen
        case .videoPlay: GACScriptedEventVideoPlay
        case .videoPause: GACScriptedEventVideoPause
        case .videoEnd: GACScriptedEventVideoEnd
        case .videoMute: GACScriptedEventVideoMute
        case .videoUnmute: GACScriptedEventVideoUnmute
        case .showFailed: GACScriptedEventShowFailed
        case .rewardEarned: GACScriptedEventRewardEarned
        case .expire: GACScriptedEventExpire
        }
    }
}

extension NetworkImage {
    /// The image's fields, as `GACScriptedImage` reads them.
    fileprivate var bridged: [String: Any] { ["url": url, "bytes": data, "scale": scale] }
}

extension NetworkAd {
    /// The ad's fields, as `GACScriptedAd` reads them (`gac_scripted_answer`).
    fileprivate var bridged: [String: Any] {
        var fields: [String: Any] = ["images": images.map(\.bridged), "hasVideo": hasVideo]
        let texts: [(String, String?)] = [
            ("headline", headline), ("body", body), ("callToAction", callToAction), ("advertiser", advertiser),
            ("store", store), ("price", price), ("starRating", starRating),
        ]
        for case (let key, let value?) in texts { fields[key] = value }
        if let icon { fields["icon"] = icon.bridged }
        if let extraAssets { fields["extraAssets"] = extraAssets }
        if let videoDuration { fields["videoDuration"] = videoDuration }
        switch adChoices {
        case .view: fields["adChoices"] = "view"
        case .none: fields["adChoices"] = "none"
        case .iconAndURL(let icon, let clickURL):
            fields["adChoices"] = "iconAndURL"
            fields["adChoicesIcon"] = icon.bridged
            fields["adChoicesClickURL"] = clickURL
        }
        if let destination {
            fields["deepLinks"] = destination.deepLinks
            fields["destinationURL"] = destination.url
        }
        return fields
    }
}
