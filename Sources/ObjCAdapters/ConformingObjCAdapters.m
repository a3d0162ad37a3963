// Variants of the reference custom event that do what production Objective-C adapters
// legitimately do differently: the rules must let each through.
#import "SampleObjCCustomEvent+Formats.h"

#pragma mark - A weak event delegate

/// The banner keeps the SDK's event delegate in a weak reference, as Google's partner adapters
/// declare theirs (`@property(nonatomic, weak) id<GADMediationBannerAdEventDelegate>`): the SDK
/// owns the delegate it returns from the completion handler, for as long as the ad lives.
@interface ConformingObjCWeakEventDelegateBanner : SampleObjCBanner
@end

@implementation ConformingObjCWeakEventDelegateBanner {
  __weak id<GADMediationBannerAdEventDelegate> _weakEventDelegate;
}

- (id<GADMediationBannerAdEventDelegate>)eventDelegate {
  return _weakEventDelegate;
}

- (void)setEventDelegate:(id<GADMediationBannerAdEventDelegate>)eventDelegate {
  _weakEventDelegate = eventDelegate;
}

@end

/// The reference with a banner that holds its event delegate weakly.
@interface ConformingObjCWeakEventDelegate : SampleObjCCustomEvent
@end

@implementation ConformingObjCWeakEventDelegate

+ (Class)bannerClass {
  return [ConformingObjCWeakEventDelegateBanner class];
}

@end
