/* GNUstep Base's Foundation as adapters use it. */
#if defined(__linux__)
#import "Checks.h"

static NSString *literals(void) {
  NSNumber *number = @42, *yes = @YES, *no = @NO, *real = @(2.5);
  NSArray *array = @[ @"x", number, @[ @1 ] ];
  NSDictionary *dictionary = @{ @"k" : @"v", @"n" : number };
  NSMutableDictionary *mutable = [dictionary mutableCopy];
  mutable[@"z"] = @"zz";
  NSMutableArray *mutableArray = [array mutableCopy];
  mutableArray[0] = @"y";
  CHECK_THAT(number.intValue == 42 && yes.boolValue && !no.boolValue && real.doubleValue == 2.5, @"number literals");
  CHECK_THAT(array.count == 3 && [array[0] isEqual:@"x"] && [array[2][0] isEqual:@1], @"array literal %@", array);
  CHECK_THAT([dictionary[@"k"] isEqual:@"v"] && mutable.count == 3 && [mutable[@"z"] isEqual:@"zz"],
             @"dictionary literal %@", mutable);
  CHECK_THAT([mutableArray[0] isEqual:@"y"], @"array subscript assignment");
  NSString *formatted = [NSString stringWithFormat:@"%@-%d-%.1f-%@", @"a", 3, 1.5, @YES];
  CHECK_THAT([formatted isEqualToString:@"a-3-1.5-1"], @"format gave %@", formatted);
  NSURL *url = [NSURL URLWithString:@"https://example.com/a/b?x=1"];
  CHECK_THAT([url.host isEqualToString:@"example.com"] && [url.path isEqualToString:@"/a/b"], @"NSURL %@", url);
  return nil;
}

static NSString *errors(void) {
  NSError *error = [NSError errorWithDomain:@"com.example" code:7
                                   userInfo:@{ NSLocalizedDescriptionKey : @"description" }];
  CHECK_THAT(error.code == 7 && [error.domain isEqualToString:@"com.example"], @"NSError %@", error);
  CHECK_THAT([error.localizedDescription isEqualToString:@"description"], @"localizedDescription %@",
             error.localizedDescription);
  NSError *__autoreleasing out = nil;
  id parsed = [NSJSONSerialization JSONObjectWithData:[@"{" dataUsingEncoding:NSUTF8StringEncoding] options:0 error:&out];
  CHECK_THAT(parsed == nil && out != nil, @"invalid JSON gave %@ and error %@", parsed, out);
  return nil;
}

static NSString *json(void) {
  NSDictionary *object = @{ @"a" : @[ @1, @"b", @YES ], @"n" : [NSNull null], @"d" : @{ @"x" : @2.5 } };
  NSError *error = nil;
  NSData *data = [NSJSONSerialization dataWithJSONObject:object options:0 error:&error];
  CHECK_THAT(data != nil, @"serialising failed: %@", error);
  NSDictionary *back = [NSJSONSerialization JSONObjectWithData:data options:0 error:&error];
  CHECK_THAT([back isKindOfClass:[NSDictionary class]], @"parsing failed: %@", error);
  CHECK_THAT([back[@"a"][1] isEqual:@"b"] && [back[@"d"][@"x"] doubleValue] == 2.5 && back[@"n"] == [NSNull null],
             @"round trip gave %@", back);
  return nil;
}

@interface OCRCObserver : NSObject
@property (nonatomic) NSInteger hits;
@property (nonatomic, copy) NSString *name;
@end
@implementation OCRCObserver
- (void)note:(NSNotification *)notification {
  self.hits++;
}
@end

static NSString *key_value_coding(void) {
  OCRCObserver *observer = [OCRCObserver new];
  [observer setValue:@"kvc" forKey:@"name"];
  [observer setValue:@5 forKey:@"hits"];
  CHECK_THAT([observer.name isEqualToString:@"kvc"] && observer.hits == 5, @"setValue:forKey: on synthesized ivars");
  CHECK_THAT([[observer valueForKey:@"name"] isEqualToString:@"kvc"] && [[observer valueForKey:@"hits"] intValue] == 5,
             @"valueForKey:");
  CHECK_THAT([[@{ @"a" : @{ @"b" : @7 } } valueForKeyPath:@"a.b"] intValue] == 7, @"valueForKeyPath: on dictionaries");
  return nil;
}

static NSString *notifications(void) {
  NSString *name = [NSString stringWithFormat:@"OCRCNote-%p", (void *)&name];
  NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
  OCRCObserver *observer = [OCRCObserver new];
  [center addObserver:observer selector:@selector(note:) name:name object:nil];
  [center postNotificationName:name object:nil];
  __block int blockHits = 0;
  id token = [center addObserverForName:name object:nil queue:nil usingBlock:^(NSNotification *notification) {
    blockHits++;
  }];
  [center postNotificationName:name object:nil];
  [center removeObserver:observer];
  [center removeObserver:token];
  [center postNotificationName:name object:nil];
  CHECK_THAT(observer.hits == 2, @"the selector observer got %ld of 2 notifications", (long)observer.hits);
  CHECK_THAT(blockHits == 1, @"the block observer got %d of 1 notifications", blockHits);
  return nil;
}

static NSString *enumeration(void) {
  __block NSInteger sum = 0;
  [@[ @1, @2, @3 ] enumerateObjectsUsingBlock:^(NSNumber *number, NSUInteger index, BOOL *stop) {
    sum += number.integerValue;
  }];
  CHECK_THAT(sum == 6, @"enumerateObjectsUsingBlock: summed %ld", (long)sum);
  sum = 0;
  for (NSNumber *number in @[ @4, @5 ]) sum += number.integerValue;
  CHECK_THAT(sum == 9, @"fast enumeration of an array summed %ld", (long)sum);
  sum = 0;
  for (NSString *key in @{ @"a" : @1, @"bb" : @2 }) sum += (NSInteger)key.length;
  CHECK_THAT(sum == 3, @"fast enumeration of a dictionary's keys summed %ld", (long)sum);
  NSArray *sorted = [@[ @3, @1, @2 ] sortedArrayUsingComparator:^NSComparisonResult(NSNumber *a, NSNumber *b) {
    return [a compare:b];
  }];
  CHECK_THAT(([sorted isEqualToArray:@[ @1, @2, @3 ]]), @"sortedArrayUsingComparator: gave %@", sorted);
  return nil;
}

static NSString *user_defaults(void) {
  NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
  NSString *key = [NSString stringWithFormat:@"ocrc.value.%d", (int)getpid()];
  [defaults setObject:@"v" forKey:key];
  [defaults setInteger:3 forKey:[key stringByAppendingString:@".n"]];
  CHECK_THAT([[defaults stringForKey:key] isEqualToString:@"v"], @"read back %@", [defaults stringForKey:key]);
  CHECK_THAT([defaults integerForKey:[key stringByAppendingString:@".n"]] == 3, @"integer read back");
  [defaults removeObjectForKey:key];
  [defaults removeObjectForKey:[key stringByAppendingString:@".n"]];
  CHECK_THAT([defaults objectForKey:key] == nil, @"a removed default is still there");
  return nil;
}

const struct ocrc_check ocrc_foundation_checks[] = {
  { "literals @YES @42 @[] @{}, subscripts, formats, NSURL", literals },
  { "NSError, and errors returned by reference", errors },
  { "NSJSONSerialization round trip", json },
  { "key-value coding", key_value_coding },
  { "NSNotificationCenter selector and block observers", notifications },
  { "fast enumeration and block enumeration", enumeration },
  { "NSUserDefaults read back", user_defaults },
};
OCRC_COUNT(ocrc_foundation_checks);
#endif
