// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "UIKitSandbox",
    products: [
        .executable(name: "sandbox", targets: ["sandbox"]),
        .executable(name: "sandbox-bench", targets: ["sandbox-bench"]),
        .library(name: "SandboxKit", targets: ["SandboxKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // The only C in the package: SDL2, SDL2_ttf and SDL2_image behind one shim header.
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        // The CPU compositor: no SDL, no UIKit names.
        .target(name: "Raster", swiftSettings: [.unsafeFlags(["-Ounchecked"])]),
        // The UIKit-compatible library.
        .target(name: "SandboxKit", dependencies: ["Raster"]),
        // Fonts, images and example scenarios, shipped as package resources.
        .target(
            name: "SandboxAssets",
            path: "Assets",
            resources: [.copy("fonts"), .copy("images"), .copy("scenarios")]
        ),
        // The only code that calls SDL.
        .target(name: "SDLPlatform", dependencies: ["CSDL2", "Raster", "SandboxKit", "SandboxAssets"]),
        .target(
            name: "Scenario",
            dependencies: [
                "SandboxKit",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "sandbox",
            dependencies: [
                "SandboxKit", "SDLPlatform", "Scenario", "SandboxAssets",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The scenario fuzz harness: libFuzzer's entry point under scripts/fuzz-scenarios, a replayer of
        // saved inputs otherwise.
        .executableTarget(name: "scenario-fuzz", dependencies: ["Scenario"]),
        .executableTarget(name: "sandbox-bench", dependencies: ["Raster", "SandboxKit", "SDLPlatform"]),
        // Test helpers (golden-image comparison, headless hosts); not a product.
        .target(name: "SandboxTestSupport", dependencies: ["Raster", "SandboxKit", "SDLPlatform"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "SandboxTestSupport"]),
        .testTarget(name: "SandboxKitTests", dependencies: ["SandboxKit", "SandboxTestSupport"]),
        .testTarget(name: "SDLPlatformTests", dependencies: ["SDLPlatform", "SandboxTestSupport"]),
        .testTarget(name: "ScenarioTests", dependencies: ["Scenario", "SandboxTestSupport", "SandboxAssets"]),
        // The `sandbox` executable: its demos soaked in-process, its command line run as a subprocess.
        .testTarget(
            name: "SandboxCommandTests",
            dependencies: ["sandbox", "SandboxTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
