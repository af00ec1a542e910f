// swift-tools-version:6.2
// Tools version 6.2: from it on, SwiftPM builds the unsafeFlags below in a package that is a versioned
// dependency (https://github.com/swiftlang/swift-package-manager/pull/8951); with 6.0 it refused them.
import Foundation
import PackageDescription

let optimisedInDebug: [SwiftSetting] = Context.environment["SANDBOX_DEBUG_ONONE"] == "1"
    ? [] : [.unsafeFlags(["-O"], .when(configuration: .debug))]
// Main-actor code of these targets also runs on threads that borrow the main actor while its own thread
// waits (Sources/SandboxKit/RunLoop/MainActorLoan.swift): the run-time checks Swift 6 adds where a
// main-actor closure meets a function it cannot see into ask for the main thread, not for the exclusion.
let borrowsTheMainActor: [SwiftSetting] = [.unsafeFlags(["-disable-dynamic-actor-isolation"])]

/// The Apple frameworks besides UIKit that a scenario or an app may import, each a module of the device
/// library that the rewrite names for `import WebKit` and the others (Sources/Scenario/ScenarioRewrite.swift):
/// their common API with the behaviour of a device that has no network, no location, no peers nearby,
/// no biometry, and a user who says "Don't Allow"; what they would show is drawn as a placeholder.
let appleFrameworks: [(target: String, dependencies: [Target.Dependency])] = [
    ("SandboxWebKit", []),
    ("SandboxCoreLocation", []),
    ("SandboxMapKit", ["SandboxCoreLocation"]),
    ("SandboxUserNotifications", []),
    ("SandboxLocalAuthentication", []),
    ("SandboxMultipeerConnectivity", []),
    ("SandboxAVFoundation", []),
    ("SandboxWatchConnectivity", []),
    ("SandboxCoreData", ["CoreDataModel", "CSQLite"]),
]

let package = Package(
    name: "UIKitSandbox",
    products: [
        .executable(name: "sandbox", targets: ["sandbox"]),
        .executable(name: "sandbox-bench", targets: ["sandbox-bench"]),
        // The device process of compiled scenarios (`sandbox run|trace|check|open` start it).
        .executable(name: "sandbox-device", targets: ["sandbox-device"]),
        .library(name: "SandboxKit", targets: ["SandboxKit"]),
        // What a compiled scenario links: SandboxKit and the device runtime, one shared library so a
        // scenario links in a fraction of a second (Sources/Scenario/ScenarioCompiler.swift), with the
        // modules that `import Combine` and `import os` name in a scenario (Sources/Scenario/ScenarioRewrite.swift).
        .library(name: "SandboxDevice", type: .dynamic,
                 targets: ["SandboxDevice", "SandboxCombine", "SandboxOSLog"] + appleFrameworks.map(\.target)),
        // Tests of your own controllers (XCTest or Swift Testing): a headless host on a virtual clock,
        // input, traces and screenshots asserted against reference files.
        .library(name: "SandboxTesting", targets: ["SandboxTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // A range, not one version, so that a package depending on SandboxKit can share swift-syntax with
        // others (603.0.1 is the first with the public API the scenario parser uses).
        .package(url: "https://github.com/swiftlang/swift-syntax", "603.0.1"..<"604.0.0"),
        // Combine's API on Linux, for the apps that `import Combine`.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // The only C in the package: SDL2, SDL2_ttf and SDL2_image behind one shim header, and SQLite
        // (Core Data's store, SandboxCoreData) behind another.
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // The compositor's per-row kernels (vector lanes, samplers, span renderers), written once as
        // inlinable code and instantiated here for the baseline x86-64 CPU.
        .target(name: "RasterKernels", swiftSettings: [.unsafeFlags(["-Ounchecked"])]),
        // The pixel store (`Bitmap`, its colour and rectangle types) with every check on: its
        // preconditions and bounds hold for every caller, whatever the compositor is built with.
        .target(name: "RasterBitmap", swiftSettings: optimisedInDebug),
        // The CPU compositor: no SDL, no UIKit names. Picks its kernels once, at first use. Unchecked like
        // the kernels because its per-pixel loops (textured quads, coverage, ink bounds) are measured to
        // need it: built checked, sandbox-bench's one_view_changed_frame took 1.3-1.7x as long (min and
        // median, one run, 1280x800, one thread); the transition cases, all kernel work, did not change.
        .target(name: "Raster", dependencies: ["RasterBitmap", "RasterKernels"], swiftSettings: [.unsafeFlags(["-Ounchecked"])]),
        // The UIKit-compatible library. Optimised in debug builds too: every frame of the window and every
        // turn of a scenario runs through it, and the window `scripts/run` builds (debug) must keep up
        // with the display. SANDBOX_DEBUG_ONONE=1 builds it unoptimised, for a debugger.
        .target(name: "SandboxKit", dependencies: ["Raster", "InterfaceBuilder"], swiftSettings: optimisedInDebug + borrowsTheMainActor),
        // The link between the window and a device process: frames through shared memory, input, the
        // event stream. Foundation and Glibc only (no SDL): the window's end and the device's end.
        .target(name: "DeviceLink", dependencies: ["SandboxKit", "EventLog", "DeviceFork"], swiftSettings: borrowsTheMainActor),
        // The event log's format: the lifecycle event's JSON line (encoded and decoded), the JSON Lines
        // and Chrome trace writers, and the output files they write. Shared by the window, the commands
        // and the device; no swift-syntax.
        .target(name: "EventLog", dependencies: ["SandboxKit"]),
        // Fonts, images and example scenarios, shipped as package resources.
        .target(
            name: "SandboxAssets",
            path: "Assets",
            resources: [.copy("fonts"), .copy("images"), .copy("scenarios")]
        ),
        // Fonts and images with no window: SandboxKit's text drawn with SDL_ttf, PNG and JPEG through
        // SDL2_image. What a headless host (the device, the testing product) needs of SDL. Optimised in
        // debug builds too: it draws every line of text of every frame.
        .target(name: "SandboxMedia", dependencies: ["CSDL2", "Raster", "SandboxKit", "SandboxAssets", "EventLog"],
                swiftSettings: optimisedInDebug + borrowsTheMainActor),
        // The window host: SDL's window, input and presentation. Optimised in debug builds too, like
        // SandboxKit: it presents every frame of the window (and the sandbox app below draws its desk and
        // overlay every frame); with both, the debug window's late frames in scripts/window-stats went
        // from 8 to 4 of about 430.
        .target(name: "SDLPlatform", dependencies: ["CSDL2", "Raster", "SandboxKit", "SandboxMedia"],
                swiftSettings: optimisedInDebug + borrowsTheMainActor),
        // The device runtime of compiled scenarios: the application, the built-ins, the hand-over
        // between the top level and the run loop, the event pipe to the host.
        .target(name: "SandboxDevice", dependencies: ["SandboxKit", "SandboxMedia", "DeviceLink", "EventLog"], swiftSettings: borrowsTheMainActor),
        // `import Combine` in a scenario or an app: OpenCombine, with the device's main queue and timers
        // as schedulers. Swift 5 mode, as OpenCombine (its protocols predate Sendable).
        .target(
            name: "SandboxCombine",
            dependencies: [
                "SandboxDevice",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // `import os` / `import OSLog`: `Logger` and `os_log`, written to standard output as Xcode's
        // console shows them.
        .target(name: "SandboxOSLog"),
    ] + appleFrameworks.map { framework in
        .target(name: framework.target, dependencies: ["SandboxKit"] + framework.dependencies,
                // Core Data's objects move between its contexts' queues as Apple's do, unchecked: Swift 5 mode.
                swiftSettings: borrowsTheMainActor + (framework.target == "SandboxCoreData" ? [.swiftLanguageMode(.v5)] : []))
    } + [
        .testTarget(name: "SandboxCoreDataTests", dependencies: ["SandboxCoreData", "CoreDataModel"]),
        // The fork server's protocol: a request with the device's pipes attached, and its answers.
        // Glibc only, so the launcher below loads nothing before the runtime.
        .target(name: "DeviceFork"),
        // The device's executable: loads a compiled scenario (a shared library) and runs it, or serves
        // forked devices with the runtime loaded once (`sandbox check`).
        .executableTarget(name: "sandbox-device", dependencies: ["DeviceFork"]),
        .target(
            name: "Scenario",
            dependencies: [
                "SandboxKit", "DeviceFork", "DeviceLink", "AppProject", "EventLog", "CoreDataModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]
        ),
        // Interface Builder documents (.storyboard, .xib: the XML Xcode 8 and later writes) read into a
        // document model with every element's place in the file. Foundation only; no UIKit.
        .target(name: "InterfaceBuilder"),
        // What an iOS app is made of: a folder or an .xcodeproj (project.pbxproj) -> its app target's
        // sources and resources, Info.plist and build settings, asset catalogs and strings. Foundation only.
        .target(name: "AppProject"),
        // A Core Data model (.xcdatamodeld: its entities, attributes and relationships) read from Xcode's
        // XML, and the classes Xcode generates for it. Foundation only: the app's build and the device's
        // SandboxCoreData both read it.
        .target(name: "CoreDataModel"),
        .executableTarget(
            name: "sandbox",
            dependencies: [
                "SandboxKit", "SandboxMedia", "SDLPlatform", "Scenario", "SandboxAssets", "DeviceLink", "EventLog",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: optimisedInDebug
        ),
        // The scenario fuzz harness: libFuzzer's entry point under scripts/fuzz-scenarios, a replayer of
        // saved inputs otherwise.
        .executableTarget(name: "scenario-fuzz", dependencies: ["Scenario"]),
        // The same for the readers of an app (storyboards and xibs, project.pbxproj, Info.plist, asset
        // catalogs' Contents.json): libFuzzer under scripts/fuzz-projects, a replayer otherwise.
        .executableTarget(name: "project-fuzz", dependencies: ["InterfaceBuilder", "AppProject"]),
        .executableTarget(name: "sandbox-bench", dependencies: ["Raster", "SandboxKit", "SandboxMedia", "Scenario", "SandboxAssets", "EventLog"]),
        // The testing product: a headless host, trace and golden-image assertions for XCTest and Swift Testing.
        .target(name: "SandboxTesting", dependencies: ["Raster", "SandboxKit", "SandboxMedia", "EventLog"]),
        // This package's own test helpers (soak invariants, seeded randomness, golden images under
        // Goldens/ by SandboxTesting's comparison); not a product.
        .target(name: "SandboxTestSupport", dependencies: ["Raster", "SandboxKit", "SandboxMedia", "SandboxTesting"]),
        .testTarget(name: "SandboxTestingTests", dependencies: ["SandboxTesting", "SandboxKit"], exclude: ["__Snapshots__"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "RasterBitmap", "RasterKernels", "SandboxTestSupport"]),
        .testTarget(name: "SandboxKitTests", dependencies: ["SandboxKit", "SandboxTestSupport", "EventLog"],
                    exclude: ["InterfaceBuilderLoading/Fixtures"]),
        .testTarget(name: "SDLPlatformTests", dependencies: ["SDLPlatform", "SandboxTestSupport", "SandboxTesting"]),
        .testTarget(name: "SandboxMediaTests", dependencies: ["SandboxMedia", "SandboxTestSupport", "SandboxTesting"]),
        .testTarget(name: "DeviceLinkTests", dependencies: ["DeviceLink", "SandboxTestSupport", "EventLog"]),
        .testTarget(name: "EventLogTests", dependencies: ["EventLog", "SandboxKit"]),
        // Fixtures are read from the source tree (#filePath), not bundled.
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder"], exclude: ["Fixtures"]),
        .testTarget(name: "AppProjectTests", dependencies: ["AppProject"], exclude: ["Fixtures"]),
        .testTarget(name: "ScenarioTests", dependencies: ["Scenario", "SandboxTestSupport", "SandboxAssets", "EventLog"]),
        // The `sandbox` executable: its demos soaked in-process, its command line run as a subprocess.
        .testTarget(
            name: "SandboxCommandTests",
            dependencies: ["sandbox", "SandboxTestSupport", "DeviceLink", "EventLog"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The same kernels instantiated a second and a third time, for x86-64-v3 (AVX2, FMA, BMI2: Haswell and
// later) and x86-64-v4 (AVX-512: Skylake-SP, Zen 4 and later). Raster uses each only when the CPU reports
// its features (RASTER_CPU=baseline or x86-64-v3 forces a lower level), so one binary still runs on every
// x86-64 CPU. Nothing else may call into these targets: their code must never run on an older CPU.
// SwiftPM's incremental (debug) build does not see a changed inlinable body in RasterKernels and keeps
// the old copies here: after editing a kernel, touch Sources/RasterKernelsAVX2/KernelSet+AVX2.swift and
// Sources/RasterKernelsAVX512/KernelSet+AVX512.swift (scripts/test does; release builds are whole-module
// and always fresh; KernelDispatchTests fails on a stale copy that computes differently).
#if arch(x86_64)
package.targets.append(.target(
    name: "RasterKernelsAVX2",
    dependencies: ["RasterKernels"],
    swiftSettings: [.unsafeFlags(["-Ounchecked", "-Xcc", "-march=x86-64-v3"])]
))
package.targets.append(.target(
    name: "RasterKernelsAVX512",
    dependencies: ["RasterKernels", "RasterKernelsAVX2"],
    swiftSettings: [.define("RASTER_KERNELS_AVX512"), .unsafeFlags(["-Ounchecked", "-Xcc", "-march=x86-64-v4"])]
))
package.targets.first { $0.name == "Raster" }?.dependencies.append(contentsOf: ["RasterKernelsAVX2", "RasterKernelsAVX512"])
#endif

// The documentation (scripts/docs): swift-docc-plugin only when asked for, so that packages depending on
// this one never resolve it.
if ProcessInfo.processInfo.environment["SANDBOX_DOCC"] == "1" {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
