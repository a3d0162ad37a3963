import GoogleMobileAds
import ScriptedNetwork

/// What only trace text writes.
extension ByteBuffer {
    @inline(__always)
    mutating func add(_ flag: Bool) { flag ? add("true") : add("false") }

    /// `"value"` or `nil`.
    mutating func addQuoted(_ value: String?) {
        if let value {
            add("\"")
            add(value)
            add("\"")
        } else {
            add("nil")
        }
    }

    /// Scenario time as `String(format: "%7.3fs")` prints it: seconds with three decimals,
    /// right-aligned in seven columns, then `s`.
    mutating func addSecondsColumn(_ milliseconds: Int) {
        let magnitude = milliseconds.magnitude
        var seconds = magnitude / 1000
        var width = (milliseconds < 0 ? 1 : 0) + 1 + 1 + 3  // sign, first digit, point, fraction
        while seconds >= 10 {
            width += 1
            seconds /= 10
        }
        for _ in width..<max(width, 7) { append(byte: UInt8(ascii: " ")) }
        addSeconds(milliseconds)
    }

    /// Scenario time as `String(format: "%.3fs")` prints it.
    mutating func addSeconds(_ milliseconds: Int) {
        let magnitude = milliseconds.magnitude
        if milliseconds < 0 { append(byte: UInt8(ascii: "-")) }
        addDigits(magnitude / 1000, minimumWidth: 1)
        append(byte: UInt8(ascii: "."))
        addDigits(magnitude % 1000, minimumWidth: 3)
        append(byte: UInt8(ascii: "s"))
    }
}

extension TraceEvent {
    /// The event's scenario time as its line shows it, without the column's padding: `0.005s`.
    package var timeText: String {
        var buffer = ByteBuffer(capacity: 16)
        buffer.addSeconds(timeMilliseconds)
        return buffer.text
    }
}

extension Trace {
    /// Renders every event, one per line, into `buffer`: `#N`, the scenario time, the thread
    /// and load, then what happened.
    func render(into buffer: inout ByteBuffer) {
        var first = true
        for event in events {
            if !first { buffer.add("\n") }
            first = false
            // `#N`, the number findings' `at:` lines cite, in a column of four before the time.
            let start = buffer.byteCount
            buffer.add("#")
            buffer.addDigits(UInt(max(event.sequence, 0)), minimumWidth: 1)
            while buffer.byteCount - start < 4 { buffer.append(byte: UInt8(ascii: " ")) }
            buffer.addSecondsColumn(event.timeMilliseconds)
            buffer.add(" [")
            // `TraceThread.description`, without building a string (RoundTripTests compares them).
            switch event.thread {
            case .main: buffer.add("main")
            case .background(let lane):
                buffer.add("background-")
                buffer.add(lane)
            case .other: buffer.add("other")
            case .race: buffer.add("race")
            }
            if let load = event.load {
                buffer.add(" load")
                buffer.add(load)
            }
            buffer.add("] ")
            event.kind.render(into: &buffer)
        }
    }
}

extension TraceKind: TraceRenderable {
    /// Renders ``summary`` into `buffer`: the ``actors``, then the ``label``.
    package func render(into buffer: inout ByteBuffer) {
        actors.render(into: &buffer)
        renderLabel(into: &buffer)
    }

    /// What the event says, without its actors: the text its line has after them.
    package var label: String {
        var buffer = ByteBuffer(capacity: 64)
        renderLabel(into: &buffer)
        return buffer.text
    }

    /// Renders ``label`` into `buffer`.
    func renderLabel(into buffer: inout ByteBuffer) {
        switch self {
        case .versionQueried(let member, let value):
            buffer.add(member.rawValue); buffer.add(" = "); buffer.add(value)
        case .setUpStarted(let count):
            buffer.add("setUp(with:completionHandler:) credentials="); buffer.add(count)
        case .setUpCompleted(let error):
            buffer.add("setUp completion(")
            if let error {
                buffer.add("error: ")
                error.render(into: &buffer)
            } else {
                buffer.add("nil")
            }
            buffer.add(")")
        case .loadStarted(let format):
            buffer.add("load "); buffer.add(format.rawValue)
        case .networkFetch(let request):
            buffer.add("fetch "); request.render(into: &buffer)
        case .networkAnswer(let outcome):
            buffer.add(outcome)
        case .networkEvent(let event):
            buffer.add("event "); buffer.add(event.rawValue)
        case .networkObservation(let observation):
            observation.render(into: &buffer)
        case .networkNote(let text):
            buffer.add(text)
        case .completion(let call, let adType, let error):
            buffer.add("completion #"); buffer.add(call)
            buffer.add("(ad: "); buffer.add(adType ?? "nil")
            buffer.add(", error: ")
            if let error { error.render(into: &buffer) } else { buffer.add("nil") }
            buffer.add(")")
        case .delegateCall(let name):
            buffer.add("delegate."); buffer.add(name.name)
        case .sdkCall(let name):
            buffer.add(name.text)
        case .defaulted(let name):
            buffer.add("adapter does not implement "); buffer.add(name.rawValue); buffer.add("; default used")
        case .assets(let snapshot):
            buffer.add("mapped ad: "); snapshot.render(into: &buffer)
        case .render(let snapshot):
            buffer.add("rendered: "); snapshot.render(into: &buffer)
        case .bannerView(let snapshot):
            buffer.add("banner view: "); snapshot.render(into: &buffer)
        case .navigation(let url):
            buffer.add("open "); buffer.add(url)
        case .customClickHandler(let asset):
            buffer.add("customClickHandler("); buffer.add(asset); buffer.add(")")
        case .handlerReleased(let released):
            buffer.add("completion handler ")
            buffer.add(released ? "released" : "still retained by the adapter")
        case .note(let text):
            buffer.add(text)
        case .networkShow(let given):
            buffer.add("show")
            switch given {
            case nil: buffer.add("()")
            case true?: buffer.add("(from: the SDK's view controller)")
            case false?: buffer.add("(from: another view controller)")
            }
        case .bidding(let event):
            buffer.add(event.label)
        case .dataRace(let race):
            buffer.add(race.summary)
        }
    }
}

extension NetworkObservation: TraceRenderable {
    /// What the network saw, as one phrase ("recorded a click on UILabel").
    package func render(into buffer: inout ByteBuffer) {
        switch self {
        case .viewRegistered(let views):
            buffer.add("was given the ad view: "); buffer.add(views.view)
            if let clickable = views.clickable {
                buffer.add(", clickable: ")
                if clickable.isEmpty { buffer.add("none") } else { buffer.add(clickable.joined(separator: ", ")) }
            }
        case .viewUnregistered: buffer.add("took back the ad view")
        case .clickRecorded(let view):
            buffer.add("recorded a click on ")
            if let view { buffer.add(view) } else { buffer.add("no view") }
        case .impressionRecorded: buffer.add("recorded an impression")
        case .noAdObjectCreated: buffer.add("made no ad object for the load")
        }
    }
}

extension ErrorSummary: TraceRenderable {
    /// Renders ``description`` into `buffer`.
    package func render(into buffer: inout ByteBuffer) {
        if domain.isEmpty { buffer.add("<empty domain>") } else { buffer.add(domain) }
        buffer.add(" ")
        buffer.add(code)
        buffer.add(" \"")
        buffer.add(localizedDescription)
        buffer.add("\"")
    }
}

extension NetworkRequest: TraceRenderable {
    /// Renders `traceDescription`: the fields the adapter set, in a fixed order.
    package func render(into buffer: inout ByteBuffer) {
        buffer.add("format="); buffer.add(format)
        if let adUnit { buffer.add(" adUnit=\""); buffer.add(adUnit); buffer.add("\"") }
        if let testMode { buffer.add(" testMode="); buffer.add(testMode) }
        if let downloadImages { buffer.add(" downloadImages="); buffer.add(downloadImages) }
        if let orientation { buffer.add(" orientation="); buffer.add(orientation) }
        if let multipleImages { buffer.add(" multipleImages="); buffer.add(multipleImages) }
        if let adChoicesPosition { buffer.add(" adChoicesPosition="); buffer.add(adChoicesPosition) }
        if let bannerWidth, let bannerHeight {
            buffer.add(" size="); buffer.add(Int(bannerWidth)); buffer.add("x"); buffer.add(Int(bannerHeight))
        }
        if let childDirected { buffer.add(" childDirected="); buffer.add(childDirected) }
        if let underAgeOfConsent { buffer.add(" underAgeOfConsent="); buffer.add(underAgeOfConsent) }
        if let bidResponse { buffer.add(" bidResponse=\""); buffer.add(bidResponse); buffer.add("\"") }
        if let watermark { buffer.add(" watermark=\""); buffer.add(watermark); buffer.add("\"") }
    }
}

extension ImageSnapshot: TraceRenderable {
    /// Renders `traceDescription` into `buffer`.
    package func render(into buffer: inout ByteBuffer) {
        if let url { buffer.add("url="); buffer.add(url); buffer.add(" ") }
        if let data { buffer.add("data="); buffer.add(data.prefix(24)); buffer.add(" ") }
        buffer.add("scale="); buffer.add(scale.description)
    }
}

extension AssetSnapshot: TraceRenderable {
    /// Renders `traceDescription` into `buffer`.
    package func render(into buffer: inout ByteBuffer) {
        buffer.add("headline="); buffer.addQuoted(headline)
        buffer.add(" body="); buffer.addQuoted(body)
        buffer.add(" callToAction="); buffer.addQuoted(callToAction)
        buffer.add(" advertiser="); buffer.addQuoted(advertiser)
        buffer.add(" store="); buffer.addQuoted(store)
        buffer.add(" price="); buffer.addQuoted(price)
        buffer.add(" starRating="); buffer.addQuoted(starRating)
        buffer.add(" icon=")
        if let icon {
            buffer.add("{"); icon.render(into: &buffer); buffer.add("}")
        } else {
            buffer.add("nil")
        }
        buffer.add(" images=")
        if let images {
            buffer.add("[")
            for (index, image) in images.enumerated() {
                if index > 0 { buffer.add(", ") }
                buffer.add("{"); image.render(into: &buffer); buffer.add("}")
            }
            buffer.add("]")
        } else {
            buffer.add("nil")
        }
        buffer.add(" extraAssets=")
        if let extraAssets {
            var first = true
            for key in extraAssets.keys.sorted() {
                if !first { buffer.add(",") }
                first = false
                buffer.add(key); buffer.add(":\""); buffer.add(extraAssets[key]!); buffer.add("\"")
            }
        } else {
            buffer.add("nil")
        }
        buffer.add(" adChoicesView="); buffer.add(adChoicesView ?? "nil")
        buffer.add(" mediaView="); buffer.add(mediaView ?? "nil")
        buffer.add(" hasVideoContent="); buffer.add(hasVideoContent)
        if !implementsHasVideoContent { buffer.add("(default)") }
        buffer.add(" handlesUserClicks="); buffer.add(handlesUserClicks)
        buffer.add(" handlesUserImpressions="); buffer.add(handlesUserImpressions)
    }
}

extension RenderSnapshot: TraceRenderable {
    /// Renders `traceDescription` into `buffer`.
    package func render(into buffer: inout ByteBuffer) {
        buffer.add("adChoicesViews="); buffer.add(adChoicesViews)
        buffer.add(" networkAdChoicesView="); buffer.add(networkAdChoicesViewPresent)
        buffer.add(" corner="); buffer.add(adChoicesCorner?.scenarioName ?? "nil")
        if mediaShowsImage { buffer.add(" mediaShowsImage=true") }
        if mediaDrawnIntoSDKView { buffer.add(" drawnIntoSDKMediaView=true") }
    }
}

extension BannerSnapshot: TraceRenderable {
    /// Renders `traceDescription` into `buffer`.
    package func render(into buffer: inout ByteBuffer) {
        buffer.add(type); buffer.add(" ")
        buffer.add(Int(width)); buffer.add("x"); buffer.add(Int(height))
        buffer.add(" networkView="); buffer.add(isNetworkView)
        buffer.add(" fetchingView="); buffer.add(isFetchingView)
    }
}

/// A value the trace renders as text. Rendering goes into one shared byte buffer (the report
/// writes hundreds of thousands of these lines); `traceDescription` is the standalone text.
package protocol TraceRenderable {
    /// Appends this value's trace text to `buffer`.
    func render(into buffer: inout ByteBuffer)
}

extension TraceRenderable {
    /// This value's trace text on its own.
    package var traceDescription: String {
        var buffer = ByteBuffer(capacity: 64)
        render(into: &buffer)
        return buffer.text
    }
}
