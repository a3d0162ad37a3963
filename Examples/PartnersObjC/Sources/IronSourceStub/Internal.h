// What the stub's files share: the SDK's process-wide state and its errors.
#import <IronSource/IronSource.h>
#import <ScriptedNetwork/GACScriptedNetwork.h>

NS_ASSUME_NONNULL_BEGIN

/// The domain of the stub's errors. IronSource's own domain is not in its public headers; this
/// one is the stub's invention. The codes are IronSource's.
FOUNDATION_EXPORT NSString *const ISStubErrorDomain;

/// IronSource's error codes the stub uses.
typedef NS_ENUM(NSInteger, ISStubErrorCode) {
  /// Initialization without an app key.
  ISStubErrorKeyNotSet = 505,
  /// A show with no ad ready (IronSourceAds' bidding ads).
  ISStubErrorNoAdsToShow = 509,
  /// A failure without a more precise code: a scripted show failure.
  ISStubErrorGeneric = 510,
  /// The network could not be reached.
  ISStubErrorNoInternetConnection = 520,
  /// A demand-only interstitial shown without a loaded ad.
  ISStubErrorInterstitialCallLoadBeforeShow = 1051,
  /// A demand-only rewarded video shown without a loaded ad.
  ISStubErrorRewardedCallLoadBeforeShow = 1054,
};

/// An error of the stub's domain with IronSource's `code`.
NSError *ISStubError(NSInteger code, NSString *message);

/// The error a scripted load failure reaches the adapter with. IronSource's load callbacks
/// declare a nonnull error, so a failure the scenario scripts without one still carries one.
NSError *ISStubLoadError(GACScriptedFailure *failure);

/// Runs `body` holding the SDK's lock (its process-wide state is read on scripted threads too).
void ISStubLocked(void (^body)(void));

/// Forgets the demand-only instances and banner delegates (`gac_ironsource_reset`).
void ISStubResetDemandOnly(void);

NS_ASSUME_NONNULL_END
