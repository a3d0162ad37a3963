#import "Internal.h"

// The version constants, equal to the Swift stand-in's (the self-check compares them).
NSString *const SampleSDKVersion = @"1.0.0";
double SampleAdSDKVersionNumber = 1;
const unsigned char SampleAdSDKVersionString[] = "1.0.0";

// The requests are stored objects, as the real SDK's are: nothing happens until an ad is
// fetched with one, and then `GACSampleFetch` hands the Swift stand-in its fields.
@implementation SampleAdRequest
@end

@implementation SampleNativeAdRequest

- (instancetype)init {
  if ((self = [super init])) _shouldDownloadImages = YES;
  return self;
}

@end

void GACSampleFetch(gac_swift swift, SampleAdRequest *request) {
  if (request == nil) {
    gac_sample_fetch(swift, NULL);
    return;
  }
  NSArray<NSString *> *keywords = request.keywords;
  gac_sample_request fields = {
      .testMode = request.testMode,
      .mute = request.mute,
      .keywords = (__bridge void *)keywords,
  };
  if ([request isKindOfClass:[SampleNativeAdRequest class]]) {
    SampleNativeAdRequest *native = (SampleNativeAdRequest *)request;
    fields.isNative = 1;
    fields.shouldDownloadImages = native.shouldDownloadImages;
    fields.preferredImageOrientation = native.preferredImageOrientation;
    fields.shouldRequestMultipleImages = native.shouldRequestMultipleImages;
  }
  gac_sample_fetch(swift, &fields);
}

void GACSampleForward(gac_swift swift, GACSwiftBox *__strong *forwarder) {
  if (*forwarder == nil) *forwarder = [[GACSwiftBox alloc] initTakingSwift:gac_sample_forwarder(swift)];
}

void gac_sample_end_fetch(gac_object face) {
  @autoreleasepool {
    id object = (__bridge id)face;
    if ([object respondsToSelector:@selector(gac_endFetch)]) [object gac_endFetch];
  }
}
