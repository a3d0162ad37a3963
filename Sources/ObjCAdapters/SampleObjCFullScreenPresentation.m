#import "SampleObjCFullScreenPresentation.h"

#import "SampleObjCSupport.h"

typedef NS_ENUM(NSInteger, SampleObjCPhase) {
  /// Loaded, not asked to present.
  SampleObjCPhaseLoaded,
  /// -begin asked the network to show; it has not said it presents.
  SampleObjCPhasePresenting,
  SampleObjCPhasePresented,
  SampleObjCPhaseDismissing,
  SampleObjCPhaseDismissed,
  /// The show failed before anything was presented.
  SampleObjCPhaseFailed,
};

/// One event-delegate call.
typedef NS_ENUM(NSInteger, SampleObjCDelegateCall) {
  SampleObjCCallWillPresent,
  SampleObjCCallImpression,
  SampleObjCCallClick,
  SampleObjCCallWillDismiss,
  SampleObjCCallDidDismiss,
  SampleObjCCallReward,
};

/// The most calls one network event becomes.
enum { SampleObjCMaxCalls = 2 };

@implementation SampleObjCFullScreenPresentation {
  id<GADMediationAdEventDelegate> _eventDelegate;
  SampleObjCPhase _phase;
  BOOL _impressionReported;
  BOOL _rewarded;
}

- (void)connectEventDelegate:(nullable id<GADMediationAdEventDelegate>)eventDelegate {
  @synchronized(self) {
    _eventDelegate = eventDelegate;
  }
}

- (nullable id<GADMediationAdEventDelegate>)eventDelegate {
  @synchronized(self) {
    return _eventDelegate;
  }
}

- (BOOL)begin {
  id<GADMediationAdEventDelegate> delegate = nil;
  @synchronized(self) {
    if (_phase == SampleObjCPhaseLoaded) {
      _phase = SampleObjCPhasePresenting;
      return YES;
    }
    delegate = _eventDelegate;
  }
  [delegate didFailToPresentWithError:SampleObjCError(SampleObjCCustomEventErrorAlreadyPresented,
                                                      @"The ad was shown already; a full-screen "
                                                      @"ad is shown once.")];
  return NO;
}

- (void)failWithError:(NSError *)error {
  id<GADMediationAdEventDelegate> delegate = nil;
  @synchronized(self) {
    if (_phase != SampleObjCPhasePresenting) {
      return;
    }
    _phase = SampleObjCPhaseFailed;
    delegate = _eventDelegate;
  }
  [delegate didFailToPresentWithError:error];
}

- (void)receive:(SampleObjCNetworkEvent)event {
  SampleObjCDelegateCall calls[SampleObjCMaxCalls];
  NSUInteger count = 0;
  id<GADMediationAdEventDelegate> delegate = nil;
  @synchronized(self) {
    count = [self admit:event into:calls];
    delegate = _eventDelegate;
  }
  for (NSUInteger index = 0; index < count; index++) {
    [self deliver:calls[index] to:delegate];
  }
}

/// The calls `event` becomes in the current phase, and the phase it moves to. Under the lock.
- (NSUInteger)admit:(SampleObjCNetworkEvent)event into:(SampleObjCDelegateCall *)calls {
  BOOL showing = _phase == SampleObjCPhasePresented || _phase == SampleObjCPhaseDismissing;
  switch (event) {
    case SampleObjCNetworkEventPresent:
      if (_phase != SampleObjCPhasePresenting) {
        return 0;
      }
      _phase = SampleObjCPhasePresented;
      calls[0] = SampleObjCCallWillPresent;
      if (_impressionReported) {
        return 1;
      }
      _impressionReported = YES;
      calls[1] = SampleObjCCallImpression;
      return 2;
    case SampleObjCNetworkEventClick:
      if (!showing) {
        return 0;
      }
      calls[0] = SampleObjCCallClick;
      return 1;
    case SampleObjCNetworkEventWillDismiss:
      if (_phase != SampleObjCPhasePresented) {
        return 0;
      }
      _phase = SampleObjCPhaseDismissing;
      calls[0] = SampleObjCCallWillDismiss;
      return 1;
    case SampleObjCNetworkEventDidDismiss: {
      // A network that only says "closed" still yields both dismissal calls.
      if (!showing) {
        return 0;
      }
      NSUInteger count = 0;
      if (_phase == SampleObjCPhasePresented) {
        calls[count++] = SampleObjCCallWillDismiss;
      }
      calls[count++] = SampleObjCCallDidDismiss;
      _phase = SampleObjCPhaseDismissed;
      return count;
    }
    case SampleObjCNetworkEventReward:
      if ((!showing && _phase != SampleObjCPhaseDismissed) || _rewarded) {
        return 0;
      }
      _rewarded = YES;
      calls[0] = SampleObjCCallReward;
      return 1;
  }
  return 0;
}

- (void)deliver:(SampleObjCDelegateCall)call to:(nullable id<GADMediationAdEventDelegate>)delegate {
  switch (call) {
    case SampleObjCCallWillPresent:
      [delegate willPresentFullScreenView];
      break;
    case SampleObjCCallImpression:
      [delegate reportImpression];
      break;
    case SampleObjCCallClick:
      [delegate reportClick];
      break;
    case SampleObjCCallWillDismiss:
      [delegate willDismissFullScreenView];
      break;
    case SampleObjCCallDidDismiss:
      [delegate didDismissFullScreenView];
      break;
    case SampleObjCCallReward:
      if ([delegate respondsToSelector:@selector(didRewardUser)]) {
        [(id<GADMediationRewardedAdEventDelegate>)delegate didRewardUser];
      }
      break;
  }
}

@end
