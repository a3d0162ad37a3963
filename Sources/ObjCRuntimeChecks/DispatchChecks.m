/* libdispatch from ARC code (dispatch objects managed by ARC), autorelease pools on its
 * threads, and GNUstep's run loop (timers, delayed performs) pumped by a thread of its own:
 * the main queue and main run loop belong to the host, so nothing here relies on them. */
#if defined(__linux__)
#import "Checks.h"
#include <stdatomic.h>

#include "ObjCRuntime.h"

/* An adapter-like object: loads on a global queue, completes on the queue it was given. */
@interface OCRCLoader : NSObject
@property (nonatomic, strong) dispatch_queue_t completionQueue;
+ (NSString *)version;
- (void)loadWithCompletion:(void (^)(NSString *result, NSError *error))completion;
@end

@implementation OCRCLoader
+ (NSString *)version {
  return @"1.2.3";
}
- (void)loadWithCompletion:(void (^)(NSString *, NSError *))completion {
  __weak OCRCLoader *weakSelf = self;
  dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
    NSString *result = [NSString stringWithFormat:@"loaded-%@", [[weakSelf class] version]];
    OCRCLoader *strongSelf = weakSelf;
    if (strongSelf == nil) return;
    dispatch_async(strongSelf.completionQueue, ^{
      completion(result, nil);
    });
  });
}
@end

static NSString *async_round_trip(void) {
  OCRCLoader *loader = [OCRCLoader new];
  loader.completionQueue = dispatch_queue_create("ocr.checks.completion", DISPATCH_QUEUE_SERIAL);
  dispatch_semaphore_t done = dispatch_semaphore_create(0);
  __block NSString *received = nil;
  __block BOOL onCompletionQueue = NO;
  static char queueKey;
  dispatch_queue_set_specific(loader.completionQueue, &queueKey, &queueKey, NULL);
  [loader loadWithCompletion:^(NSString *result, NSError *error) {
    received = result;
    onCompletionQueue = dispatch_get_specific(&queueKey) == &queueKey;
    dispatch_semaphore_signal(done);
  }];
  CHECK_THAT(ocrc_wait(done, OCRC_PATIENCE), @"the completion never ran");
  CHECK_THAT([received isEqualToString:@"loaded-1.2.3"], @"completion got %@", received);
  CHECK_THAT(onCompletionQueue, @"the completion ran on another queue");
  return nil;
}

static NSString *after_once_group_sync(void) {
  static dispatch_once_t once;
  __block int onceRuns = 0;
  for (int i = 0; i < 3; i++) dispatch_once(&once, ^{ onceRuns++; });
  CHECK_THAT(onceRuns == 1, @"dispatch_once ran %d times", onceRuns);

  dispatch_queue_t serial = dispatch_queue_create("ocr.checks.serial", DISPATCH_QUEUE_SERIAL);
  dispatch_group_t group = dispatch_group_create();
  __block int inGroup = 0;
  for (int i = 0; i < 10; i++)
    dispatch_group_async(group, serial, ^{
      inGroup++;
      (void)[NSString stringWithFormat:@"%d", i];
    });
  CHECK_THAT(dispatch_group_wait(group, dispatch_time(DISPATCH_TIME_NOW, (int64_t)(OCRC_PATIENCE * NSEC_PER_SEC))) == 0,
             @"the group never finished");
  CHECK_THAT(inGroup == 10, @"%d of 10 group blocks ran", inGroup);
  dispatch_semaphore_t notified = dispatch_semaphore_create(0);
  dispatch_group_notify(group, serial, ^{ dispatch_semaphore_signal(notified); });
  CHECK_THAT(ocrc_wait(notified, OCRC_PATIENCE), @"dispatch_group_notify never ran");

  __block BOOL ranSync = NO;
  dispatch_sync(serial, ^{ ranSync = YES; });
  CHECK_THAT(ranSync, @"dispatch_sync did not run its block");

  dispatch_semaphore_t later = dispatch_semaphore_create(0);
  NSDate *start = [NSDate date];
  dispatch_after(dispatch_time(DISPATCH_TIME_NOW, 20 * NSEC_PER_MSEC), serial, ^{ dispatch_semaphore_signal(later); });
  CHECK_THAT(ocrc_wait(later, OCRC_PATIENCE), @"dispatch_after never ran");
  CHECK_THAT([[NSDate date] timeIntervalSinceDate:start] >= 0.015, @"dispatch_after ran early");
  return nil;
}

@interface OCRCQueueHolder : NSObject
@property (nonatomic, strong) dispatch_queue_t queue;
@property (atomic, strong) dispatch_group_t group;
- (dispatch_queue_t)makeQueue;
@end
@implementation OCRCQueueHolder
- (dispatch_queue_t)makeQueue {
  return dispatch_queue_create("ocr.checks.made", DISPATCH_QUEUE_SERIAL);
}
@end

static NSString *dispatch_properties(void) {
  __block atomic_int ran = 0;
  for (int i = 0; i < 2000; i++) {
    @autoreleasepool {
      OCRCQueueHolder *holder = [OCRCQueueHolder new];
      holder.queue = [holder makeQueue];
      holder.group = dispatch_group_create();
      dispatch_group_async(holder.group, holder.queue, ^{ atomic_fetch_add(&ran, 1); });
      dispatch_group_wait(holder.group, DISPATCH_TIME_FOREVER);
      dispatch_queue_t local = holder.queue; /* a strong local: retained and released by ARC */
      __block BOOL synced = NO;
      dispatch_sync(local, ^{ synced = YES; });
      if (!synced) return @"dispatch_sync on a queue held by a property did not run";
    }
  }
  CHECK_THAT(atomic_load(&ran) == 2000, @"%d of 2000 blocks ran", atomic_load(&ran));
  return nil;
}

@interface OCRCPoolProbe : NSObject
@property (nonatomic, strong) dispatch_semaphore_t deallocated;
@end
@implementation OCRCPoolProbe
- (void)dealloc {
  dispatch_semaphore_signal(_deallocated);
}
@end

/* Leaves a probe held only by an autoreleased array (GNUstep autoreleases what its convenience
 * constructors return): it dies when the current pool drains. */
static void autorelease_probe(dispatch_semaphore_t deallocated) {
  OCRCPoolProbe *probe = [OCRCPoolProbe new];
  probe.deallocated = deallocated;
  (void)[NSArray arrayWithObject:probe];
}

/* What work on libdispatch's threads autoreleases is released: without a pool there, GNUstep
 * would leak it (and say so). */
static NSString *dispatch_thread_pools(void) {
  dispatch_semaphore_t deallocated = dispatch_semaphore_create(0);
  dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
    autorelease_probe(deallocated);
  });
  CHECK_THAT(ocrc_wait(deallocated, OCRC_PATIENCE), @"an object autoreleased on a global queue was never released");
  dispatch_queue_attr_t perItem =
    dispatch_queue_attr_make_with_autorelease_frequency(DISPATCH_QUEUE_SERIAL, DISPATCH_AUTORELEASE_FREQUENCY_WORK_ITEM);
  dispatch_queue_t queue = dispatch_queue_create("ocr.checks.pools", perItem);
  dispatch_async(queue, ^{ autorelease_probe(deallocated); });
  CHECK_THAT(ocrc_wait(deallocated, OCRC_PATIENCE), @"an object autoreleased on a work-item queue was never released");
  return nil;
}

/* Runs on a thread of its own, pumping that thread's run loop until the timer fired three
 * times and the delayed perform ran, or patience runs out. */
@interface OCRCRunLoopClient : NSObject
@property (atomic) int fired;
@property (atomic) BOOL performed;
@property (atomic) BOOL pumpReported;
@property (nonatomic, strong) dispatch_semaphore_t finished;
@end

@implementation OCRCRunLoopClient
- (void)tick:(NSTimer *)timer {
  self.fired++;
  if (self.fired == 3) [timer invalidate];
}
- (void)later {
  self.performed = YES;
}
- (void)run {
  @autoreleasepool {
    [NSTimer scheduledTimerWithTimeInterval:0.01 target:self selector:@selector(tick:) userInfo:nil repeats:YES];
    [self performSelector:@selector(later) withObject:nil afterDelay:0.02];
    NSDate *deadline = [NSDate dateWithTimeIntervalSinceNow:OCRC_PATIENCE];
    while (!(self.fired >= 3 && self.performed) && [deadline timeIntervalSinceNow] > 0)
      if (ocr_run_loop_run(0.1) == 1) self.pumpReported = YES;
  }
  dispatch_semaphore_signal(self.finished);
}
@end

static NSString *run_loop_timers(void) {
  OCRCRunLoopClient *client = [OCRCRunLoopClient new];
  client.finished = dispatch_semaphore_create(0);
  [NSThread detachNewThreadSelector:@selector(run) toTarget:client withObject:nil];
  CHECK_THAT(ocrc_wait(client.finished, 2 * OCRC_PATIENCE), @"the run-loop thread never finished");
  CHECK_THAT(client.fired == 3, @"the repeating NSTimer fired %d of 3 times", client.fired);
  CHECK_THAT(client.performed, @"performSelector:withObject:afterDelay: never ran");
  CHECK_THAT(client.pumpReported, @"ocr_run_loop_run never reported sources to run");
  return nil;
}

const struct ocrc_check ocrc_dispatch_checks[] = {
  { "dispatch_async to a global queue, completion on a given queue", async_round_trip },
  { "dispatch_once, group (wait, notify), sync, after", after_once_group_sync },
  { "dispatch_queue_t and dispatch_group_t as ARC properties and locals", dispatch_properties },
  { "autorelease pools on libdispatch's threads", dispatch_thread_pools },
  { "NSTimer and performSelector:afterDelay: on a pumped run loop", run_loop_timers },
};
OCRC_COUNT(ocrc_dispatch_checks);
#endif
