/// What the compiler's "no such module 'X'" means for an Apple framework the sandbox does not have: one
/// sentence in the user's terms, in place of a message that reads like a broken installation.
enum MissingFramework {
    /// Why a framework cannot be had here, for those where the reason is not just "not yet".
    static let reasons: [String: String] = [
        "SwiftData": "SwiftData's macros and store are Apple's own and are not available on Linux; "
            + "keep it out of the code you run here, for example behind a protocol with an in-memory store",
        "SwiftUI": "the sandbox runs UIKit; SwiftUI views (and UIHostingController) are not available",
        "Security": "the keychain (SecItemAdd and the kSec keys) is not available; keep secrets behind a protocol "
            + "and store them in memory here",
    ]

    /// The frameworks besides UIKit that a scenario can import (Sources/Scenario/ScenarioRewrite.swift).
    static var available: [String] {
        ScenarioRewrite.replacedImports.keys.filter { !["os", "OSLog", "AVFAudio"].contains($0) }.sorted()
    }

    /// `error: no such module 'X'` explained, or nil for other messages and for modules that are not
    /// Apple frameworks (a package's module missing is the user's to add).
    static func explain(_ message: String) -> String? {
        let prefix = "error: no such module '"
        guard message.hasPrefix(prefix), message.hasSuffix("'") else { return nil }
        let name = String(message.dropFirst(prefix.count).dropLast())
        if let reason = reasons[name] { return "\(message): \(reason)" }
        guard appleFrameworks.contains(name) else { return nil }
        return "\(message): the sandbox does not have Apple's \(name) framework; besides UIKit and Foundation it has "
            + available.joined(separator: ", ")
    }

    /// Apple's frameworks that an iOS app imports; a name not here is taken for a package.
    static let appleFrameworks: Set<String> = [
        "ARKit", "AVKit", "Accelerate", "AppTrackingTransparency", "AuthenticationServices", "CallKit", "CloudKit",
        "Contacts", "ContactsUI", "CoreBluetooth", "CoreHaptics", "CoreImage", "CoreML", "CoreMotion", "CoreNFC",
        "CoreSpotlight", "CoreText", "CoreVideo", "CryptoKit", "EventKit", "EventKitUI", "GameKit", "GameplayKit",
        "HealthKit", "HomeKit", "Intents", "IntentsUI", "MediaPlayer", "MessageUI", "Metal", "MetalKit", "Network",
        "NaturalLanguage", "PassKit", "Photos", "PhotosUI", "PushKit", "QuickLook", "RealityKit", "SafariServices",
        "SceneKit", "Speech", "SpriteKit", "StoreKit", "Vision", "VisionKit", "WidgetKit",
    ]
}
