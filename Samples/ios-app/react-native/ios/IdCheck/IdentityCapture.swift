import React
import UIKit
import sdk
import selphidComponent

/// SelphID's document capture for the JavaScript side: NativeModules.IdentityCapture.captureDocument().
@objc(IdentityCapture)
final class IdentityCapture: NSObject {
    @objc static func requiresMainQueueSetup() -> Bool { true }

    @objc func captureDocument(
        _ resolve: @escaping RCTPromiseResolveBlock, rejecter reject: @escaping RCTPromiseRejectBlock
    ) {
        DispatchQueue.main.async {
            guard let presenter = RCTPresentedViewController() else {
                reject("no_view", "There is no screen to show the capture on.", nil)
                return
            }
            let capture = SelphIDController(
                data: SelphIDConfigurationData(),
                output: { result in
                    if result.finishStatus == .STATUS_OK {
                        resolve(nil)
                    } else {
                        reject("capture_failed", "\(result.errorType)", nil)
                    }
                }, viewController: presenter)
            SDKController.shared.launch(controller: capture)
        }
    }
}
