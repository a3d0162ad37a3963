import Foundation

/// What an adapter asked its network for when the SDK collected bidding signals: the
/// network's bid token, for a format and, where the network's token call takes one, a size.
public struct SignalRequest: Equatable, Sendable {
    /// "banner", "native", "interstitial", "rewarded", "rewardedInterstitial" or "appOpen";
    /// `nil` when the network's token call takes no format.
    public var format: String?
    /// Banner width in points, when the token call takes a size (BID-6).
    public var bannerWidth: Double?
    /// Banner height in points, when the token call takes a size (BID-6).
    public var bannerHeight: Double?
    /// The child and age flags the adapter passed with the request, if any (PRV-1).
    public var privacy: NetworkPrivacy?

    /// Fields the network's token call has no notion of stay `nil`.
    public init(
        format: String? = nil, bannerWidth: Double? = nil, bannerHeight: Double? = nil,
        privacy: NetworkPrivacy? = nil
    ) {
        self.format = format; self.bannerWidth = bannerWidth; self.bannerHeight = bannerHeight
        self.privacy = privacy
    }
}

/// The child and age flags a network was given, three-valued: `nil` unset, else the flag.
public struct NetworkPrivacy: Equatable, Sendable {
    /// The network's child-directed flag.
    public var childDirected: Bool?
    /// The network's under-age-of-consent (or "is a minor") flag.
    public var underAgeOfConsent: Bool?
    /// Both flags; either may be left unset.
    public init(childDirected: Bool? = nil, underAgeOfConsent: Bool? = nil) {
        self.childDirected = childDirected
        self.underAgeOfConsent = underAgeOfConsent
    }
}

/// What the scripted network does when an adapter asks for its bid token: each answer,
/// when, and on which thread. No answers script a token call that never returns; two, one
/// that calls back twice.
public struct SignalScript: Equatable, Sendable {
    /// Answers in the order they are scheduled.
    public var answers: [SignalAnswer]
    /// A script whose answers are scheduled in array order.
    public init(answers: [SignalAnswer]) { self.answers = answers }

    /// The token a scenario without a signal script hands out.
    public static let defaultToken = "scripted-bid-token"
    /// One token, at once, on the thread that asked.
    public static func token(_ token: String) -> SignalScript {
        SignalScript(answers: [SignalAnswer(.token(token))])
    }
    /// A token call that never returns.
    public static let silent = SignalScript(answers: [])
}

/// One answer of the network to a token request.
public struct SignalAnswer: Equatable, Sendable {
    /// A token, no token, or a failure.
    public var outcome: SignalOutcome
    /// Scenario time after the request at which the answer is given, in milliseconds.
    public var delayMilliseconds: Int
    /// The thread the network answers on; `nil`: the thread that asked (a synchronous getter).
    public var thread: CallbackThread?

    /// By default the answer comes at once, on the thread that asked.
    public init(_ outcome: SignalOutcome, afterMilliseconds delay: Int = 0, on thread: CallbackThread? = nil) {
        self.outcome = outcome
        self.delayMilliseconds = delay
        self.thread = thread
    }
}

/// The content of a token answer.
public enum SignalOutcome: Equatable, Sendable {
    /// The network's token.
    case token(String)
    /// The network returns no token and no error (a getter that yields `nil`).
    case none
    /// A failure with the network's own error code.
    case failure(code: Int)
}

extension NetworkHost {
    /// Records `request`, then plays each scripted answer: at once on the calling thread
    /// when the answer has no delay and no thread (a synchronous token getter), else on the
    /// scenario's clock and thread. `answer` gets the token (`nil` for none) or the failure.
    public func playSignals(_ request: SignalRequest, answer: @escaping (Result<String?, ScriptedFailure>) -> Void) {
        for scripted in fetchSignals(request).answers {
            let deliver = {
                switch scripted.outcome {
                case .token(let token): answer(.success(token))
                case .none: answer(.success(nil))
                case .failure(let code): answer(.failure(ScriptedFailure(code: code)))
                }
            }
            if scripted.delayMilliseconds == 0, scripted.thread == nil {
                deliver()
            } else {
                schedule(afterMilliseconds: scripted.delayMilliseconds, on: scripted.thread ?? .background(lane: 1)) {
                    deliver()
                }
            }
        }
    }
}
