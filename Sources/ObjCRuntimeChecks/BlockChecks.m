/* Blocks: captures, __block, copies, blocks as objects in collections. */
#if defined(__linux__)
#import "Checks.h"

@interface OCRCBlockOwner : NSObject
@property (nonatomic, copy) void (^callback)(int);
@end
@implementation OCRCBlockOwner
@end

@interface OCRCDeathFlag : NSObject
@property (nonatomic, assign) BOOL *died;
@end
@implementation OCRCDeathFlag
- (void)dealloc {
  *_died = YES;
}
@end

static NSString *captures(void) {
  __block int counter = 0;
  NSString *word = [NSString stringWithFormat:@"%d", 40 + 2];
  void (^add)(int) = ^(int n) {
    counter += n + (int)word.intValue - 42;
  };
  add(2);
  CHECK_THAT(counter == 2, @"__block variable is %d", counter);
  OCRCBlockOwner *owner = [OCRCBlockOwner new];
  owner.callback = add;
  owner.callback(3);
  CHECK_THAT(counter == 5, @"block in a copy property: counter %d", counter);
  int (^global)(void) = ^{ return 1; };
  CHECK_THAT(global() == 1 && [global copy] == (id)global, @"a global block copies to itself");
  return nil;
}

static NSString *blocks_as_objects(void) {
  __block int counter = 0;
  int step = 1;
  void (^block)(int) = ^(int n) {
    counter += n * step;
  };
  NSMutableArray *array = [NSMutableArray array];
  [array addObject:block];
  [array addObject:[^{ return 1; } copy]];
  ((void (^)(int))array[0])(4);
  CHECK_THAT(counter == 4, @"a block from an NSArray: counter %d", counter);
  NSDictionary *dictionary = @{ @"callback" : block };
  ((void (^)(int))dictionary[@"callback"])(1);
  CHECK_THAT(counter == 5, @"a block from an NSDictionary literal: counter %d", counter);
  CHECK_THAT([block isKindOfClass:[NSObject class]], @"a block is not an NSObject");
  CHECK_THAT([NSStringFromClass([block class]) isEqualToString:@"__NSMallocBlock__"], @"a heap block's class is %@",
             NSStringFromClass([block class]));
  CHECK_THAT([[block description] length] > 0, @"a block has no description");
  CHECK_THAT([[block copy] isEqual:block], @"copying a heap block makes another block");
  return nil;
}

static NSString *captured_released(void) {
  BOOL died = NO;
  @autoreleasepool {
    OCRCDeathFlag *flag = [OCRCDeathFlag new];
    flag.died = &died;
    void (^block)(void) = ^{
      (void)flag;
    };
    flag = nil;
    NSArray *holder = @[ [block copy] ];
    block = nil;
    CHECK_THAT(!died && holder.count == 1, @"the captured object died while a block held it");
    holder = nil;
  }
  CHECK_THAT(died, @"the captured object outlived the last copy of its block");
  return nil;
}

const struct ocrc_check ocrc_block_checks[] = {
  { "blocks: captures, __block, copy property, global blocks", captures },
  { "blocks are objects: in NSArray and NSDictionary, class, description", blocks_as_objects },
  { "objects captured by a block are released with its last copy", captured_released },
};
OCRC_COUNT(ocrc_block_checks);
#endif
