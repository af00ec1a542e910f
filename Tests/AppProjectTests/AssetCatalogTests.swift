import AppProject
import Foundation
import XCTest

final class AssetCatalogTests: XCTestCase {
    private func makeCatalog(in folder: TemporaryFolder) -> URL {
        folder.write("Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        folder.write("Assets.xcassets/AppIcon.appiconset/Contents.json", #"{"images":[{"idiom":"universal","platform":"ios","size":"1024x1024"}],"info":{"author":"xcode","version":1}}"#)
        folder.write("Assets.xcassets/Logo.imageset/Contents.json", #"""
            {
              "images" : [
                { "idiom" : "universal", "scale" : "1x" },
                { "filename" : "logo@2x.png", "idiom" : "universal", "scale" : "2x" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "logo-dark@2x.png", "idiom" : "universal", "scale" : "2x" },
                { "filename" : "logo@3x.png", "idiom" : "universal", "scale" : "3x" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "logo-dark@3x.png", "idiom" : "universal", "scale" : "3x" }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """#)
        folder.write("Assets.xcassets/Icons/Contents.json", #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#)
        folder.write("Assets.xcassets/Icons/star.imageset/Contents.json", #"""
            {"images":[{"filename":"star.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1},
             "properties":{"preserves-vector-representation":true,"template-rendering-intent":"template"}}
            """#)
        folder.write("Assets.xcassets/Plain/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        folder.write("Assets.xcassets/Plain/Banner.imageset/Contents.json", #"{"images":[{"filename":"banner.png","idiom":"iphone","scale":"2x"}],"info":{"author":"xcode","version":1}}"#)
        folder.write("Assets.xcassets/Colors/Contents.json", #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#)
        folder.write("Assets.xcassets/Colors/Brand.colorset/Contents.json", #"""
            {
              "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.500", "green" : "0.250", "red" : "1.000" } }, "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "display-p3", "components" : { "alpha" : "1.000", "blue" : "0x80", "green" : "0x40", "red" : "0xFF" } }, "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" }, { "appearance" : "contrast", "value" : "high" } ],
                  "color" : { "color-space" : "extended-srgb", "components" : { "alpha" : "0.800", "blue" : "128", "green" : "64", "red" : "255" } }, "idiom" : "universal" }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """#)
        folder.write("Assets.xcassets/Colors/Ink.colorset/Contents.json", #"""
            {"colors":[{"color":{"color-space":"gray-gamma-22","components":{"alpha":"0.500","white":"0.200"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}
            """#)
        folder.write("Assets.xcassets/Colors/Link.colorset/Contents.json", #"""
            {"colors":[{"color":{"platform":"ios","reference":"systemBlueColor"},"idiom":"universal"}],"info":{"author":"xcode","version":1}}
            """#)
        folder.write("Assets.xcassets/Wave.symbolset/Contents.json", #"{"info":{"author":"xcode","version":1},"symbols":[{"filename":"wave.svg","idiom":"universal"}]}"#)
        folder.write("Assets.xcassets/Levels.dataset/Contents.json", #"{"data":[{"filename":"levels.json","idiom":"universal","universal-type-identifier":"public.json"}],"info":{"author":"xcode","version":1}}"#)
        return folder.url.appendingPathComponent("Assets.xcassets")
    }

    func testCatalogNamesFollowNamespaces() throws {
        let folder = TemporaryFolder()
        let catalog = try AssetCatalog.load(makeCatalog(in: folder))
        XCTAssertEqual(catalog.name, "Assets")
        XCTAssertEqual(catalog.imageSets.map(\.name), ["Banner", "Icons/star", "Logo"], "Plain does not provide a namespace")
        XCTAssertEqual(catalog.colorSets.map(\.name), ["Colors/Brand", "Colors/Ink", "Colors/Link"])
        XCTAssertEqual(catalog.symbolSets.map(\.name), ["Wave"])
        XCTAssertEqual(catalog.symbolSets.first?.fileName, "wave.svg")
        XCTAssertEqual(catalog.dataSets.first?.items.first?.typeIdentifier, "public.json")
        XCTAssertEqual(catalog.appIconNames, ["AppIcon"])
        XCTAssertEqual(catalog.warnings, [])
    }

    func testImageSetScalesAndDarkAppearance() throws {
        let folder = TemporaryFolder()
        let catalog = try AssetCatalog.load(makeCatalog(in: folder))
        let logo = try XCTUnwrap(catalog.imageSet(named: "Logo"))
        XCTAssertEqual(logo.images.map(\.filename), ["logo@2x.png", "logo-dark@2x.png", "logo@3x.png", "logo-dark@3x.png"],
                       "the empty 1x slot is not an image")
        XCTAssertEqual(logo.images.map(\.scale), [2, 2, 3, 3])
        XCTAssertEqual(logo.images.map(\.appearance.luminosity), [nil, .dark, nil, .dark])
        XCTAssertEqual(logo.images[1].url.path, folder.path("Assets.xcassets/Logo.imageset/logo-dark@2x.png"))
        XCTAssertFalse(logo.preservesVectorRepresentation)

        let star = try XCTUnwrap(catalog.imageSet(named: "Icons/star"))
        XCTAssertEqual(star.images.first?.scale, nil, "a single-scale PDF")
        XCTAssertTrue(star.preservesVectorRepresentation)
        XCTAssertEqual(star.templateRenderingIntent, "template")
        XCTAssertEqual(catalog.imageSet(named: "Banner")?.images.first?.idiom, "iphone")
    }

    func testColorComponentsInEveryNotation() throws {
        let folder = TemporaryFolder()
        let catalog = try AssetCatalog.load(makeCatalog(in: folder))
        let brand = try XCTUnwrap(catalog.colorSet(named: "Colors/Brand"))
        XCTAssertEqual(brand.variants.count, 3)

        let light = try XCTUnwrap(brand.variant(for: .any)?.components)
        XCTAssertEqual(light, ColorComponents(colorSpace: .sRGB, red: 1, green: 0.25, blue: 0.5, alpha: 1), "floating point")

        let dark = try XCTUnwrap(brand.variant(for: AssetAppearance(luminosity: .dark, highContrast: false))?.components)
        XCTAssertEqual(dark.colorSpace, .displayP3)
        XCTAssertEqual(dark.red, 1, accuracy: 1e-9)
        XCTAssertEqual(dark.green, 64.0 / 255, accuracy: 1e-9, "hexadecimal 0x40")
        XCTAssertEqual(dark.blue, 128.0 / 255, accuracy: 1e-9)

        let contrast = try XCTUnwrap(brand.variant(for: AssetAppearance(luminosity: .dark, highContrast: true))?.components)
        XCTAssertEqual(contrast.colorSpace, .extendedSRGB)
        XCTAssertEqual(contrast.red, 1, accuracy: 1e-9, "8-bit decimal 255")
        XCTAssertEqual(contrast.green, 64.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(contrast.alpha, 0.8, accuracy: 1e-9)

        let lightContrast = brand.variant(for: AssetAppearance(luminosity: .light, highContrast: true))?.components
        XCTAssertEqual(lightContrast, light, "no light high-contrast variant: the any-appearance one")

        let ink = try XCTUnwrap(catalog.colorSet(named: "Colors/Ink")?.variants.first?.components)
        XCTAssertEqual(ink.colorSpace, .grayGamma22)
        XCTAssertEqual(ink.white, 0.2)
        XCTAssertEqual(ink.alpha, 0.5)

        let link = try XCTUnwrap(catalog.colorSet(named: "Colors/Link")?.variants.first)
        XCTAssertNil(link.components)
        XCTAssertEqual(link.systemColorName, "systemBlueColor")
    }

    func testMalformedContentsJSONNamesTheFileAndPlace() {
        let folder = TemporaryFolder()
        let url = makeCatalog(in: folder)
        let file = folder.write("Assets.xcassets/Broken.imageset/Contents.json", "{\n  \"images\" : [\n    { \"idiom\" \"universal\" }\n  ]\n}\n")
        let error = expectError { try AssetCatalog.load(url) }
        XCTAssertEqual(error?.file, file.path)
        XCTAssertEqual(error?.line, 3, error?.description ?? "")
        XCTAssertEqual(error?.column, 15, error?.description ?? "")
        XCTAssertTrue(error?.message.hasPrefix("malformed JSON") == true)
    }

    func testBadColorComponentNamesTheColor() {
        let folder = TemporaryFolder()
        let url = makeCatalog(in: folder)
        folder.write("Assets.xcassets/Bad.colorset/Contents.json", #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"lots","green":"0","blue":"0","alpha":"1"}},"idiom":"universal"}]}"#)
        let error = expectError { try AssetCatalog.load(url) }
        XCTAssertEqual(error?.message, "colour 'Bad', entry 1: component 'red' is 'lots', not a number")
    }

    func testSetWithoutContentsIsLeftOutWithAWarning() throws {
        let folder = TemporaryFolder()
        let url = makeCatalog(in: folder)
        folder.makeFolder("Assets.xcassets/Orphan.imageset")
        let catalog = try AssetCatalog.load(url)
        XCTAssertNil(catalog.imageSet(named: "Orphan"))
        XCTAssertEqual(catalog.warnings.count, 1)
    }
}
