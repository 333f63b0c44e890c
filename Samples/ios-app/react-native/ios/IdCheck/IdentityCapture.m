#import <React/RCTBridgeModule.h>

@interface RCT_EXTERN_MODULE(IdentityCapture, NSObject)
RCT_EXTERN_METHOD(captureDocument:(RCTPromiseResolveBlock)resolve rejecter:(RCTPromiseRejectBlock)reject)
@end
