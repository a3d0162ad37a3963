// Adapters that crash the process on purpose, each in one situation only, the three ways
// Objective-C code crashes: an exception nobody catches, a message to a freed object, an
// object released once too often. The harness must charge each crash to the scenario it
// happened in, and name the method and line.
#import "SampleObjCCustomEvent+Formats.h"

#pragma mark - Uncaught exception

/// A banner that looks the requested size up among the sizes its network has creatives for and
/// raises `NSInvalidArgumentException` for any other; nothing catches it. (The reference makes
/// the banner at whatever size is asked.)
@interface CrashingObjCUncaughtExceptionBanner : SampleObjCBanner
@end

@implementation CrashingObjCUncaughtExceptionBanner

- (SampleBanner *)makeBannerForAdConfiguration:(GADMediationBannerAdConfiguration *)adConfiguration
                                        adUnit:(NSString *)adUnit
                                         error:(NSError **)error {
  static const CGSize sizes[] = {
      {320, 50}, {320, 100}, {300, 250}, {468, 60}, {728, 90}, {160, 600},
  };
  CGSize size = CGSizeFromGADAdSize(adConfiguration.adSize);
  BOOL known = NO;
  for (size_t index = 0; index < sizeof(sizes) / sizeof(sizes[0]); index++) {
    known = known || CGSizeEqualToSize(sizes[index], size);
  }
  if (!known) {
    [NSException raise:NSInvalidArgumentException
                format:@"The Sample Ad SDK has no banner of size %@",
                       NSStringFromGADAdSize(adConfiguration.adSize)];
  }
  return [super makeBannerForAdConfiguration:adConfiguration adUnit:adUnit error:error];
}

@end

/// Raises an uncaught Objective-C exception while loading a banner of a size it does not know.
@interface CrashingObjCUncaughtException : SampleObjCCustomEvent
@end

@implementation CrashingObjCUncaughtException

+ (Class)bannerClass {
  return [CrashingObjCUncaughtExceptionBanner class];
}

@end

#pragma mark - Message to a freed object

/// A banner that keeps its request to describe a refused one, in an `__unsafe_unretained`
/// variable (an `assign` property from before ARC): nothing keeps the request alive after the
/// fetch has read it, so a "bad request" failure messages a freed object.
@interface CrashingObjCFreedObjectBanner : SampleObjCBanner
@end

@implementation CrashingObjCFreedObjectBanner {
  __unsafe_unretained SampleAdRequest *_request;
}

- (SampleAdRequest *)requestForAdConfiguration:
    (GADMediationBannerAdConfiguration *)adConfiguration {
  SampleAdRequest *request = [super requestForAdConfiguration:adConfiguration];
  _request = request;
  return request;
}

- (NSError *)errorForNetworkErrorCode:(SampleErrorCode)errorCode {
  if (errorCode != SampleErrorCodeBadRequest) {
    return [super errorForNetworkErrorCode:errorCode];
  }
  NSString *description =
      [NSString stringWithFormat:@"The Sample Ad SDK refused the request (test mode %@).",
                                 _request.testMode ? @"on" : @"off"];
  return SampleObjCError(SampleObjCCustomEventErrorInvalidServerParameter, description);
}

@end

/// Messages a freed object when the network refuses a banner request.
@interface CrashingObjCFreedObject : SampleObjCCustomEvent
@end

@implementation CrashingObjCFreedObject

+ (Class)bannerClass {
  return [CrashingObjCFreedObjectBanner class];
}

@end

#pragma mark - Over-release

/// A refused request's details, for C logging code.
@interface CrashingObjCFailureDetails : NSObject
@property(nonatomic) SampleErrorCode code;
@end

@implementation CrashingObjCFailureDetails
@end

/// The failure's details as a +1 reference, CoreFoundation style ("Copy" in the name).
static void *CrashingObjCCopyFailureDetails(SampleErrorCode errorCode) {
  CrashingObjCFailureDetails *details = [[CrashingObjCFailureDetails alloc] init];
  details.code = errorCode;
  return (__bridge_retained void *)details;
}

/// Logs the details and releases them: it consumes the caller's reference.
static void CrashingObjCLogFailureDetails(void *info) {
  CrashingObjCFailureDetails *details = (__bridge_transfer CrashingObjCFailureDetails *)info;
  NSLog(@"The Sample Ad SDK refused a native request (error code %ld).", (long)details.code);
}

/// A native loader whose "bad request" failure hands its one reference to the failure details
/// to the logging helper, which releases it, and then takes ownership of it again: the details
/// are used after they were freed, and released a second time.
@interface CrashingObjCOverReleaseLoader : SampleObjCNativeLoader
@end

@implementation CrashingObjCOverReleaseLoader

- (NSError *)errorForNetworkErrorCode:(SampleErrorCode)errorCode {
  void *info = CrashingObjCCopyFailureDetails(errorCode);
  if (errorCode == SampleErrorCodeBadRequest) {
    CrashingObjCLogFailureDetails(info);
  }
  CrashingObjCFailureDetails *details = (__bridge_transfer CrashingObjCFailureDetails *)info;
  return [super errorForNetworkErrorCode:details.code];
}

@end

/// Releases an object once too often when the network refuses a native request.
@interface CrashingObjCOverRelease : SampleObjCCustomEvent
@end

@implementation CrashingObjCOverRelease

+ (Class)nativeLoaderClass {
  return [CrashingObjCOverReleaseLoader class];
}

@end
