// Broken variants of the reference custom event that get a full-screen ad wrong. Each breaks
// the one rule its name starts with, as production adapters have been seen to.
#import "SampleObjCCustomEvent+Formats.h"

#pragma mark - FUL-3

/// FUL-3's rewarded ad: asks the network to show without checking that its ad is ready; a
/// network that has nothing to show shows nothing, and the SDK hears nothing.
@interface BrokenObjCFUL3UncheckedShowRewarded : SampleObjCRewarded
@end

@implementation BrokenObjCFUL3UncheckedShowRewarded

- (void)presentFromViewController:(UIViewController *)viewController {
  if ([self.presentation begin]) {
    [self showNetworkAdFromViewController:viewController];
  }
}

@end

/// FUL-3: a rewarded ad that cannot be shown fails silently.
@interface BrokenObjCFUL3UncheckedShow : SampleObjCCustomEvent
@end

@implementation BrokenObjCFUL3UncheckedShow

+ (Class)rewardedClass {
  return [BrokenObjCFUL3UncheckedShowRewarded class];
}

@end

#pragma mark - RWD-1

/// RWD-1's rewarded ad: pays the reward as soon as the ad appears, before the user earned it.
@interface BrokenObjCRWD1RewardOnPresentRewarded : SampleObjCRewarded
@end

@implementation BrokenObjCRWD1RewardOnPresentRewarded

- (void)rewardedAdDidPresent:(SampleRewardedAd *)rewardedAd {
  [super rewardedAdDidPresent:rewardedAd];
  [self.presentation receive:SampleObjCNetworkEventReward];
}

@end

/// RWD-1: rewards the user on presentation, whether or not the network says it was earned.
@interface BrokenObjCRWD1RewardOnPresent : SampleObjCCustomEvent
@end

@implementation BrokenObjCRWD1RewardOnPresent

+ (Class)rewardedClass {
  return [BrokenObjCRWD1RewardOnPresentRewarded class];
}

@end
