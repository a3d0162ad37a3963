// Broken variants of the reference custom event that get a banner wrong: its completion, its
// errors, its view. Each breaks the one rule its name starts with, as production adapters do.
#import "SampleObjCCustomEvent+Formats.h"

#pragma mark - LOAD-1

/// LOAD-1's banner: keeps the SDK's handler and calls it for every network answer. (Keeping it
/// for the next answer also keeps it past the completion, which LOAD-7 reports as well.)
@interface BrokenObjCLOAD1NoGuardBanner : SampleObjCBanner
@end

@implementation BrokenObjCLOAD1NoGuardBanner {
  GADMediationBannerLoadCompletionHandler _completionHandler;
}

- (void)prepareToCompleteWithHandler:(GADMediationBannerLoadCompletionHandler)completionHandler {
  _completionHandler = [completionHandler copy];
}

- (void)completeWithAd:(id<GADMediationBannerAd>)ad error:(NSError *)error {
  id<GADMediationBannerAdEventDelegate> delegate = _completionHandler(ad, error);
  if (ad != nil) {
    self.eventDelegate = delegate;
  }
}

@end

/// LOAD-1: no complete-once guard: a network that answers twice completes the load twice.
@interface BrokenObjCLOAD1NoGuard : SampleObjCCustomEvent
@end

@implementation BrokenObjCLOAD1NoGuard

+ (Class)bannerClass {
  return [BrokenObjCLOAD1NoGuardBanner class];
}

@end

#pragma mark - LOAD-4

/// LOAD-4's banner: its errors take their domain from the bundle's identifier, which a static
/// library linked into a tool (or a test host) does not have: the domain is empty.
@interface BrokenObjCLOAD4EmptyDomainBanner : SampleObjCBanner
@end

@implementation BrokenObjCLOAD4EmptyDomainBanner

- (NSError *)errorForNetworkErrorCode:(SampleErrorCode)errorCode {
  NSString *domain = [NSBundle bundleForClass:[self class]].bundleIdentifier ?: @"";
  NSString *description =
      [NSString stringWithFormat:@"The Sample Ad SDK failed with error code %ld.", (long)errorCode];
  return [NSError errorWithDomain:domain
                             code:errorCode
                         userInfo:@{NSLocalizedDescriptionKey : description}];
}

@end

/// LOAD-4: a network failure reaches the SDK as an error without a domain.
@interface BrokenObjCLOAD4EmptyDomain : SampleObjCCustomEvent
@end

@implementation BrokenObjCLOAD4EmptyDomain

+ (Class)bannerClass {
  return [BrokenObjCLOAD4EmptyDomainBanner class];
}

@end

#pragma mark - CON-2

/// CON-2's banner: guards the completion with a plain flag, checked where the network's answer
/// arrives and set on the main queue, where it completes: answers racing on background threads
/// all pass the check before the first completion has run. The race is on the flag alone: the
/// handler, stored before the load starts, is kept and never written again, so racing answers
/// cannot release it twice (which would crash whatever process hosts the adapter).
@interface BrokenObjCCON2RacyGuardBanner : SampleObjCBanner
@end

@implementation BrokenObjCCON2RacyGuardBanner {
  GADMediationBannerLoadCompletionHandler _completionHandler;
  BOOL _completed;
}

- (void)prepareToCompleteWithHandler:(GADMediationBannerLoadCompletionHandler)completionHandler {
  _completionHandler = [completionHandler copy];
}

- (void)completeWithAd:(id<GADMediationBannerAd>)ad error:(NSError *)error {
  if (_completed) {
    return;
  }
  GADMediationBannerLoadCompletionHandler handler = _completionHandler;
  __weak __typeof__(self) weakSelf = self;
  dispatch_async(dispatch_get_main_queue(), ^{
    id<GADMediationBannerAdEventDelegate> delegate = handler(ad, error);
    __typeof__(self) strongSelf = weakSelf;
    if (strongSelf == nil) {
      return;
    }
    strongSelf->_completed = YES;
    if (ad != nil) {
      strongSelf.eventDelegate = delegate;
    }
  });
}

@end

/// CON-2: a check-then-set flag as the complete-once guard.
@interface BrokenObjCCON2RacyGuard : SampleObjCCustomEvent
@end

@implementation BrokenObjCCON2RacyGuard

+ (Class)bannerClass {
  return [BrokenObjCCON2RacyGuardBanner class];
}

@end

#pragma mark - BAN-1

/// BAN-1's banner: wraps the network's banner in a container view of its size (to centre it
/// later) and hands the SDK the container.
@interface BrokenObjCBAN1WrappedViewBanner : SampleObjCBanner
@end

@implementation BrokenObjCBAN1WrappedViewBanner {
  UIView *_container;
}

- (UIView *)view {
  @synchronized(self) {
    if (_container == nil) {
      _container = [[UIView alloc] initWithFrame:self.banner.frame];
      [_container addSubview:self.banner];
    }
    return _container;
  }
}

@end

/// BAN-1: the banner view the SDK gets is not the network's banner.
@interface BrokenObjCBAN1WrappedView : SampleObjCCustomEvent
@end

@implementation BrokenObjCBAN1WrappedView

+ (Class)bannerClass {
  return [BrokenObjCBAN1WrappedViewBanner class];
}

@end
