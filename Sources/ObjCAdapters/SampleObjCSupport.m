#import "SampleObjCSupport.h"

NSString *const SampleObjCCustomEventErrorDomain = @"com.google.mediation.sampleobjc";
NSString *const SampleObjCSampleAdSDKErrorDomain = @"com.google.SampleAdSDK";

NSError *SampleObjCError(SampleObjCCustomEventErrorCode code, NSString *description) {
  return [NSError errorWithDomain:SampleObjCCustomEventErrorDomain
                             code:code
                         userInfo:@{NSLocalizedDescriptionKey : description}];
}

/// The Sample Ad SDK's name for one of its error codes.
static NSString *SampleObjCErrorCodeName(SampleErrorCode code) {
  switch (code) {
    case SampleErrorCodeBadRequest:
      return @"bad request";
    case SampleErrorCodeUnknown:
      return @"unknown error";
    case SampleErrorCodeNetworkError:
      return @"network error";
    case SampleErrorCodeNoInventory:
      return @"no inventory";
  }
  return @"unrecognised error";
}

NSError *SampleObjCNetworkError(SampleErrorCode code) {
  NSString *description =
      [NSString stringWithFormat:@"The Sample Ad SDK failed to load an ad: %@ (error code %ld).",
                                 SampleObjCErrorCodeName(code), (long)code];
  return [NSError errorWithDomain:SampleObjCSampleAdSDKErrorDomain
                             code:code
                         userInfo:@{NSLocalizedDescriptionKey : description}];
}

NSError *SampleObjCInvalidServerParameterError(void) {
  return SampleObjCError(SampleObjCCustomEventErrorInvalidServerParameter,
                         @"The ad source has no ad unit: the server parameter \"parameter\" is "
                         @"missing or empty.");
}

NSString *_Nullable SampleObjCAdUnit(GADMediationCredentials *credentials) {
  id value = credentials.settings[@"parameter"];
  if (![value isKindOfClass:[NSString class]]) {
    return nil;
  }
  NSString *trimmed =
      [value stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceAndNewlineCharacterSet]];
  return trimmed.length > 0 ? value : nil;
}

SampleAdRequest *SampleObjCAdRequest(GADMediationAdConfiguration *configuration) {
  SampleAdRequest *request = [[SampleAdRequest alloc] init];
  request.testMode = configuration.isTestRequest;
  return request;
}

@implementation SampleObjCLoadCompletion {
  /// The SDK's handler until the first caller of -claim takes it.
  SampleObjCLoadHandler _handler;
}

- (instancetype)initWithHandler:(SampleObjCLoadHandler)handler {
  self = [super init];
  if (self) {
    _handler = [handler copy];
  }
  return self;
}

- (nullable SampleObjCLoadHandler)claim {
  SampleObjCLoadHandler handler = nil;
  @synchronized(self) {
    handler = _handler;
    _handler = nil;
  }
  return handler;
}

@end
