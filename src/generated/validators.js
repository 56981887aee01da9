// Generated code. Do not modify. Run npm run gen.
export const validateCommonEnvelope = validate10;
const schema11 = {"$id":"envelope.common","type":"object","properties":{"code":{"type":["integer","string"]},"data":{},"message":{"type":"string"}},"required":["code"]};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="envelope.common" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.code === undefined) && (missing0 = "code")){
validate10.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs1 = errors;
if((!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) && (typeof data0 !== "string")){
validate10.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: schema11.properties.code.type},message:"must be integer,string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs3 = errors;
if(typeof data.message !== "string"){
validate10.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateVariantEnvelope = validate11;
const schema12 = {"$id":"envelope.variant","type":"object","properties":{"status":{"type":"string"},"message":{"type":"string"},"attach":{"type":"object","additionalProperties":true}},"required":["status"]};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="envelope.variant" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.status === undefined) && (missing0 = "status")){
validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.status !== undefined){
const _errs1 = errors;
if(typeof data.status !== "string"){
validate11.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs3 = errors;
if(typeof data.message !== "string"){
validate11.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attach !== undefined){
let data2 = data.attach;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
validate11.errors = [{instancePath:instancePath+"/attach",schemaPath:"#/properties/attach/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}

export const validateBindCardDetailData = validate13;
const schema14 = {};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate13.errors = null;
return true;
}

export const validateBindCardNewData = validate15;
const schema16 = {};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate15.errors = null;
return true;
}

export const validateCaptchaData = validate17;
const schema18 = {};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate17.errors = null;
return true;
}

export const validateCardInitData = validate19;
const schema20 = {"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"code":{"type":"string"},"title":{"type":"string"},"subtitle":{"type":"string"},"cate":{"type":"string","enum":["text","city","day","enum"]},"value":{"type":"string"},"note":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"type":{"type":["string","integer"]}},"required":["name","type"]}},"inputType":{"type":"string"},"cardTypeMi":{"type":"integer"},"channelNumber":{"type":["string","integer"]}},"required":["code","title","cate"]}}},"required":["items"]};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.items === undefined) && (missing0 = "items")){
validate19.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.items !== undefined){
let data0 = data.items;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.code === undefined) && (missing1 = "code")) || ((data1.title === undefined) && (missing1 = "title"))) || ((data1.cate === undefined) && (missing1 = "cate"))){
validate19.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.code !== undefined){
const _errs5 = errors;
if(typeof data1.code !== "string"){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/code",schemaPath:"#/properties/items/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.title !== undefined){
const _errs7 = errors;
if(typeof data1.title !== "string"){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/title",schemaPath:"#/properties/items/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.subtitle !== undefined){
const _errs9 = errors;
if(typeof data1.subtitle !== "string"){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/subtitle",schemaPath:"#/properties/items/items/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.cate !== undefined){
let data5 = data1.cate;
const _errs11 = errors;
if(typeof data5 !== "string"){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/cate",schemaPath:"#/properties/items/items/properties/cate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data5 === "text") || (data5 === "city")) || (data5 === "day")) || (data5 === "enum"))){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/cate",schemaPath:"#/properties/items/items/properties/cate/enum",keyword:"enum",params:{allowedValues: schema20.properties.items.items.properties.cate.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.value !== undefined){
const _errs13 = errors;
if(typeof data1.value !== "string"){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/value",schemaPath:"#/properties/items/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.note !== undefined){
let data7 = data1.note;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data7)){
var valid3 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
const _errs17 = errors;
if(errors === _errs17){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing2;
if(((data8.name === undefined) && (missing2 = "name")) || ((data8.type === undefined) && (missing2 = "type"))){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/note/" + i1,schemaPath:"#/properties/items/items/properties/note/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data8.name !== undefined){
const _errs19 = errors;
if(typeof data8.name !== "string"){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/note/" + i1+"/name",schemaPath:"#/properties/items/items/properties/note/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.type !== undefined){
let data10 = data8.type;
const _errs21 = errors;
if((typeof data10 !== "string") && (!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10))))){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/note/" + i1+"/type",schemaPath:"#/properties/items/items/properties/note/items/properties/type/type",keyword:"type",params:{type: schema20.properties.items.items.properties.note.items.properties.type.type},message:"must be string,integer"}];
return false;
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/note/" + i1,schemaPath:"#/properties/items/items/properties/note/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/note",schemaPath:"#/properties/items/items/properties/note/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.inputType !== undefined){
const _errs23 = errors;
if(typeof data1.inputType !== "string"){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/inputType",schemaPath:"#/properties/items/items/properties/inputType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.cardTypeMi !== undefined){
let data12 = data1.cardTypeMi;
const _errs25 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/cardTypeMi",schemaPath:"#/properties/items/items/properties/cardTypeMi/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.channelNumber !== undefined){
let data13 = data1.channelNumber;
const _errs27 = errors;
if((typeof data13 !== "string") && (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13))))){
validate19.errors = [{instancePath:instancePath+"/items/" + i0+"/channelNumber",schemaPath:"#/properties/items/items/properties/channelNumber/type",keyword:"type",params:{type: schema20.properties.items.items.properties.channelNumber.type},message:"must be string,integer"}];
return false;
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate19.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate19.errors = vErrors;
return errors === 0;
}

export const validateChannelTemplateData = validate21;
const schema22 = {"type":"object","additionalProperties":true};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}

export const validateContactKfInfoData = validate23;
const schema24 = {"type":"object","properties":{"email":{"type":"string"},"smWa":{"type":"string"}},"required":["email","smWa"]};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.email === undefined) && (missing0 = "email")) || ((data.smWa === undefined) && (missing0 = "smWa"))){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.email !== undefined){
const _errs1 = errors;
if(typeof data.email !== "string"){
validate23.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.smWa !== undefined){
const _errs3 = errors;
if(typeof data.smWa !== "string"){
validate23.errors = [{instancePath:instancePath+"/smWa",schemaPath:"#/properties/smWa/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}

export const validateContractData = validate25;
const schema26 = {"type":"object","properties":{"data":{"type":"array","items":{"type":"object","properties":{"title":{"type":"string"},"url":{"type":"string"}},"required":["title","url"]}}},"required":["data"]};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.data === undefined) && (missing0 = "data")){
validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data0 = data.data;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.title === undefined) && (missing1 = "title")) || ((data1.url === undefined) && (missing1 = "url"))){
validate25.errors = [{instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.title !== undefined){
const _errs5 = errors;
if(typeof data1.title !== "string"){
validate25.errors = [{instancePath:instancePath+"/data/" + i0+"/title",schemaPath:"#/properties/data/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.url !== undefined){
const _errs7 = errors;
if(typeof data1.url !== "string"){
validate25.errors = [{instancePath:instancePath+"/data/" + i0+"/url",schemaPath:"#/properties/data/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}

export const validateContractJumpData = validate27;
const schema28 = {"type":"object","properties":{"contract_url":{"type":"string"}},"required":["contract_url"]};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.contract_url === undefined) && (missing0 = "contract_url")){
validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.contract_url !== undefined){
if(typeof data.contract_url !== "string"){
validate27.errors = [{instancePath:instancePath+"/contract_url",schemaPath:"#/properties/contract_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}

export const validateEventSaveData = validate29;
const schema30 = {};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate29.errors = null;
return true;
}

export const validateGenerateVcodeData = validate31;
const schema32 = {"type":"object","properties":{"payUrl":{"type":"string"}},"required":["payUrl"]};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.payUrl === undefined) && (missing0 = "payUrl")){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.payUrl !== undefined){
if(typeof data.payUrl !== "string"){
validate31.errors = [{instancePath:instancePath+"/payUrl",schemaPath:"#/properties/payUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}

export const validateGetSidData = validate33;
const schema34 = {"type":"object","properties":{"sid":{"type":"string"}},"required":["sid"]};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.sid === undefined) && (missing0 = "sid")){
validate33.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sid !== undefined){
if(typeof data.sid !== "string"){
validate33.errors = [{instancePath:instancePath+"/sid",schemaPath:"#/properties/sid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}

export const validateGetSmsData = validate35;
const schema36 = {};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate35.errors = null;
return true;
}

export const validateGoogleScoreData = validate37;
const schema38 = {};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate37.errors = null;
return true;
}

export const validateLoanDetailConfirmData = validate39;
const schema40 = {"type":"object","properties":{"amount":{"type":"integer"},"periods":{"type":"integer"},"termUnit":{"type":["string","integer"]},"details":{"type":"array","items":{"type":"object","properties":{"text":{"type":"string"},"value":{"type":["string","number"]}},"required":["text","value"]}},"repay_plans":{"type":"array","items":{"type":"object","properties":{"amount":{"type":"integer"},"pay_time":{"type":"integer"},"description":{"type":"string"}},"required":["amount","pay_time"]}},"firstPayTime":{"type":"integer"},"firstPeriodDay":{"type":"integer"},"pRateDsc":{"type":"string"},"sendSms":{"type":"integer"},"isPopType":{"type":"integer"},"popContent":{"type":"string"},"popTitle":{"type":"string"},"popAgreementUrl":{"type":"string"},"comProductLogo":{"type":"string"},"comProductName":{"type":"string"}},"required":["amount","periods","termUnit","details","repay_plans"]};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.amount === undefined) && (missing0 = "amount")) || ((data.periods === undefined) && (missing0 = "periods"))) || ((data.termUnit === undefined) && (missing0 = "termUnit"))) || ((data.details === undefined) && (missing0 = "details"))) || ((data.repay_plans === undefined) && (missing0 = "repay_plans"))){
validate39.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.amount !== undefined){
let data0 = data.amount;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate39.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.periods !== undefined){
let data1 = data.periods;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate39.errors = [{instancePath:instancePath+"/periods",schemaPath:"#/properties/periods/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.termUnit !== undefined){
let data2 = data.termUnit;
const _errs5 = errors;
if((typeof data2 !== "string") && (!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2))))){
validate39.errors = [{instancePath:instancePath+"/termUnit",schemaPath:"#/properties/termUnit/type",keyword:"type",params:{type: schema40.properties.termUnit.type},message:"must be string,integer"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.details !== undefined){
let data3 = data.details;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if(((data4.text === undefined) && (missing1 = "text")) || ((data4.value === undefined) && (missing1 = "value"))){
validate39.errors = [{instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data4.text !== undefined){
const _errs11 = errors;
if(typeof data4.text !== "string"){
validate39.errors = [{instancePath:instancePath+"/details/" + i0+"/text",schemaPath:"#/properties/details/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.value !== undefined){
let data6 = data4.value;
const _errs13 = errors;
if((typeof data6 !== "string") && (!((typeof data6 == "number") && (isFinite(data6))))){
validate39.errors = [{instancePath:instancePath+"/details/" + i0+"/value",schemaPath:"#/properties/details/items/properties/value/type",keyword:"type",params:{type: schema40.properties.details.items.properties.value.type},message:"must be string,number"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repay_plans !== undefined){
let data7 = data.repay_plans;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data7)){
var valid3 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
const _errs17 = errors;
if(errors === _errs17){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing2;
if(((data8.amount === undefined) && (missing2 = "amount")) || ((data8.pay_time === undefined) && (missing2 = "pay_time"))){
validate39.errors = [{instancePath:instancePath+"/repay_plans/" + i1,schemaPath:"#/properties/repay_plans/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data8.amount !== undefined){
let data9 = data8.amount;
const _errs19 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate39.errors = [{instancePath:instancePath+"/repay_plans/" + i1+"/amount",schemaPath:"#/properties/repay_plans/items/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.pay_time !== undefined){
let data10 = data8.pay_time;
const _errs21 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate39.errors = [{instancePath:instancePath+"/repay_plans/" + i1+"/pay_time",schemaPath:"#/properties/repay_plans/items/properties/pay_time/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.description !== undefined){
const _errs23 = errors;
if(typeof data8.description !== "string"){
validate39.errors = [{instancePath:instancePath+"/repay_plans/" + i1+"/description",schemaPath:"#/properties/repay_plans/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs23 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/repay_plans/" + i1,schemaPath:"#/properties/repay_plans/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/repay_plans",schemaPath:"#/properties/repay_plans/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstPayTime !== undefined){
let data12 = data.firstPayTime;
const _errs25 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate39.errors = [{instancePath:instancePath+"/firstPayTime",schemaPath:"#/properties/firstPayTime/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstPeriodDay !== undefined){
let data13 = data.firstPeriodDay;
const _errs27 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate39.errors = [{instancePath:instancePath+"/firstPeriodDay",schemaPath:"#/properties/firstPeriodDay/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pRateDsc !== undefined){
const _errs29 = errors;
if(typeof data.pRateDsc !== "string"){
validate39.errors = [{instancePath:instancePath+"/pRateDsc",schemaPath:"#/properties/pRateDsc/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sendSms !== undefined){
let data15 = data.sendSms;
const _errs31 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate39.errors = [{instancePath:instancePath+"/sendSms",schemaPath:"#/properties/sendSms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isPopType !== undefined){
let data16 = data.isPopType;
const _errs33 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
validate39.errors = [{instancePath:instancePath+"/isPopType",schemaPath:"#/properties/isPopType/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.popContent !== undefined){
const _errs35 = errors;
if(typeof data.popContent !== "string"){
validate39.errors = [{instancePath:instancePath+"/popContent",schemaPath:"#/properties/popContent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.popTitle !== undefined){
const _errs37 = errors;
if(typeof data.popTitle !== "string"){
validate39.errors = [{instancePath:instancePath+"/popTitle",schemaPath:"#/properties/popTitle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.popAgreementUrl !== undefined){
const _errs39 = errors;
if(typeof data.popAgreementUrl !== "string"){
validate39.errors = [{instancePath:instancePath+"/popAgreementUrl",schemaPath:"#/properties/popAgreementUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.comProductLogo !== undefined){
const _errs41 = errors;
if(typeof data.comProductLogo !== "string"){
validate39.errors = [{instancePath:instancePath+"/comProductLogo",schemaPath:"#/properties/comProductLogo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.comProductName !== undefined){
const _errs43 = errors;
if(typeof data.comProductName !== "string"){
validate39.errors = [{instancePath:instancePath+"/comProductName",schemaPath:"#/properties/comProductName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}

export const validateLoanDetailPushData = validate41;
const schema42 = {"type":"object","properties":{"lendDetailsUrl":{"type":"string"}},"required":["lendDetailsUrl"]};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.lendDetailsUrl === undefined) && (missing0 = "lendDetailsUrl")){
validate41.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.lendDetailsUrl !== undefined){
if(typeof data.lendDetailsUrl !== "string"){
validate41.errors = [{instancePath:instancePath+"/lendDetailsUrl",schemaPath:"#/properties/lendDetailsUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}

export const validateLoanDetailsData = validate43;
const schema44 = {"type":"object","properties":{"orderStatus":{"type":"integer","enum":[21,110,151,170,174,180,200]},"noticeStatusText":{"type":"string"},"noticeDesText":{"type":"string"},"recProducts":{"type":"array","items":{"type":"object","properties":{"productId":{"type":["string","integer"]},"logo":{"type":"string"},"name":{"type":"string"},"buttonText":{"type":"string"},"amountRange":{"type":"string"},"rangeDesc":{"type":"string"},"rate":{"type":"string"},"description":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}},"enabled":{"type":"integer","enum":[0,1]}},"required":["productId","logo","name","buttonText","enabled"]}},"productName":{"type":"string"},"productLogo":{"type":"string"},"userOrderDetail":{"type":"object","properties":{"detail":{"type":"array","items":{"type":"object","properties":{"text":{"type":"string"},"value":{"type":["string","number"]}},"required":["text","value"]}}},"required":["detail"]},"inside":{},"h5Url":{"type":"string"},"isDelay":{"type":"integer","enum":[0,1]},"telephone":{"type":"string"},"isScore":{"type":"integer","enum":[0,1]},"playeduL":{"type":"string"},"reyMsg":{"type":"string"},"KindTipsMsg":{"type":"string"},"cardNeedPop":{"type":"integer","enum":[0,1]},"cardPopTitle":{"type":"string"},"cardPopMsg":{"type":"string"}},"required":["orderStatus","productName","productLogo","userOrderDetail","isDelay","isScore","cardNeedPop"]};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.orderStatus === undefined) && (missing0 = "orderStatus")) || ((data.productName === undefined) && (missing0 = "productName"))) || ((data.productLogo === undefined) && (missing0 = "productLogo"))) || ((data.userOrderDetail === undefined) && (missing0 = "userOrderDetail"))) || ((data.isDelay === undefined) && (missing0 = "isDelay"))) || ((data.isScore === undefined) && (missing0 = "isScore"))) || ((data.cardNeedPop === undefined) && (missing0 = "cardNeedPop"))){
validate43.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.orderStatus !== undefined){
let data0 = data.orderStatus;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate43.errors = [{instancePath:instancePath+"/orderStatus",schemaPath:"#/properties/orderStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!(((((((data0 === 21) || (data0 === 110)) || (data0 === 151)) || (data0 === 170)) || (data0 === 174)) || (data0 === 180)) || (data0 === 200))){
validate43.errors = [{instancePath:instancePath+"/orderStatus",schemaPath:"#/properties/orderStatus/enum",keyword:"enum",params:{allowedValues: schema44.properties.orderStatus.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.noticeStatusText !== undefined){
const _errs3 = errors;
if(typeof data.noticeStatusText !== "string"){
validate43.errors = [{instancePath:instancePath+"/noticeStatusText",schemaPath:"#/properties/noticeStatusText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.noticeDesText !== undefined){
const _errs5 = errors;
if(typeof data.noticeDesText !== "string"){
validate43.errors = [{instancePath:instancePath+"/noticeDesText",schemaPath:"#/properties/noticeDesText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.recProducts !== undefined){
let data3 = data.recProducts;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((((((data4.productId === undefined) && (missing1 = "productId")) || ((data4.logo === undefined) && (missing1 = "logo"))) || ((data4.name === undefined) && (missing1 = "name"))) || ((data4.buttonText === undefined) && (missing1 = "buttonText"))) || ((data4.enabled === undefined) && (missing1 = "enabled"))){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0,schemaPath:"#/properties/recProducts/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data4.productId !== undefined){
let data5 = data4.productId;
const _errs11 = errors;
if((typeof data5 !== "string") && (!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5))))){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/productId",schemaPath:"#/properties/recProducts/items/properties/productId/type",keyword:"type",params:{type: schema44.properties.recProducts.items.properties.productId.type},message:"must be string,integer"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.logo !== undefined){
const _errs13 = errors;
if(typeof data4.logo !== "string"){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/logo",schemaPath:"#/properties/recProducts/items/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.name !== undefined){
const _errs15 = errors;
if(typeof data4.name !== "string"){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/name",schemaPath:"#/properties/recProducts/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.buttonText !== undefined){
const _errs17 = errors;
if(typeof data4.buttonText !== "string"){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/buttonText",schemaPath:"#/properties/recProducts/items/properties/buttonText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.amountRange !== undefined){
const _errs19 = errors;
if(typeof data4.amountRange !== "string"){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/amountRange",schemaPath:"#/properties/recProducts/items/properties/amountRange/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.rangeDesc !== undefined){
const _errs21 = errors;
if(typeof data4.rangeDesc !== "string"){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/rangeDesc",schemaPath:"#/properties/recProducts/items/properties/rangeDesc/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.rate !== undefined){
const _errs23 = errors;
if(typeof data4.rate !== "string"){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/rate",schemaPath:"#/properties/recProducts/items/properties/rate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.description !== undefined){
const _errs25 = errors;
if(typeof data4.description !== "string"){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/description",schemaPath:"#/properties/recProducts/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.tags !== undefined){
let data13 = data4.tags;
const _errs27 = errors;
if(errors === _errs27){
if(Array.isArray(data13)){
var valid3 = true;
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
const _errs29 = errors;
if(typeof data13[i1] !== "string"){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/tags/" + i1,schemaPath:"#/properties/recProducts/items/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs29 === errors;
if(!valid3){
break;
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/tags",schemaPath:"#/properties/recProducts/items/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.enabled !== undefined){
let data15 = data4.enabled;
const _errs31 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/enabled",schemaPath:"#/properties/recProducts/items/properties/enabled/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((data15 === 0) || (data15 === 1))){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/enabled",schemaPath:"#/properties/recProducts/items/properties/enabled/enum",keyword:"enum",params:{allowedValues: schema44.properties.recProducts.items.properties.enabled.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs31 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0,schemaPath:"#/properties/recProducts/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/recProducts",schemaPath:"#/properties/recProducts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productName !== undefined){
const _errs33 = errors;
if(typeof data.productName !== "string"){
validate43.errors = [{instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productLogo !== undefined){
const _errs35 = errors;
if(typeof data.productLogo !== "string"){
validate43.errors = [{instancePath:instancePath+"/productLogo",schemaPath:"#/properties/productLogo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userOrderDetail !== undefined){
let data18 = data.userOrderDetail;
const _errs37 = errors;
if(errors === _errs37){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing2;
if((data18.detail === undefined) && (missing2 = "detail")){
validate43.errors = [{instancePath:instancePath+"/userOrderDetail",schemaPath:"#/properties/userOrderDetail/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data18.detail !== undefined){
let data19 = data18.detail;
const _errs39 = errors;
if(errors === _errs39){
if(Array.isArray(data19)){
var valid5 = true;
const len2 = data19.length;
for(let i2=0; i2<len2; i2++){
let data20 = data19[i2];
const _errs41 = errors;
if(errors === _errs41){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing3;
if(((data20.text === undefined) && (missing3 = "text")) || ((data20.value === undefined) && (missing3 = "value"))){
validate43.errors = [{instancePath:instancePath+"/userOrderDetail/detail/" + i2,schemaPath:"#/properties/userOrderDetail/properties/detail/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data20.text !== undefined){
const _errs43 = errors;
if(typeof data20.text !== "string"){
validate43.errors = [{instancePath:instancePath+"/userOrderDetail/detail/" + i2+"/text",schemaPath:"#/properties/userOrderDetail/properties/detail/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs43 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data20.value !== undefined){
let data22 = data20.value;
const _errs45 = errors;
if((typeof data22 !== "string") && (!((typeof data22 == "number") && (isFinite(data22))))){
validate43.errors = [{instancePath:instancePath+"/userOrderDetail/detail/" + i2+"/value",schemaPath:"#/properties/userOrderDetail/properties/detail/items/properties/value/type",keyword:"type",params:{type: schema44.properties.userOrderDetail.properties.detail.items.properties.value.type},message:"must be string,number"}];
return false;
}
var valid6 = _errs45 === errors;
}
else {
var valid6 = true;
}
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/userOrderDetail/detail/" + i2,schemaPath:"#/properties/userOrderDetail/properties/detail/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs41 === errors;
if(!valid5){
break;
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/userOrderDetail/detail",schemaPath:"#/properties/userOrderDetail/properties/detail/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/userOrderDetail",schemaPath:"#/properties/userOrderDetail/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.h5Url !== undefined){
const _errs47 = errors;
if(typeof data.h5Url !== "string"){
validate43.errors = [{instancePath:instancePath+"/h5Url",schemaPath:"#/properties/h5Url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isDelay !== undefined){
let data24 = data.isDelay;
const _errs49 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
validate43.errors = [{instancePath:instancePath+"/isDelay",schemaPath:"#/properties/isDelay/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((data24 === 0) || (data24 === 1))){
validate43.errors = [{instancePath:instancePath+"/isDelay",schemaPath:"#/properties/isDelay/enum",keyword:"enum",params:{allowedValues: schema44.properties.isDelay.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.telephone !== undefined){
const _errs51 = errors;
if(typeof data.telephone !== "string"){
validate43.errors = [{instancePath:instancePath+"/telephone",schemaPath:"#/properties/telephone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs51 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isScore !== undefined){
let data26 = data.isScore;
const _errs53 = errors;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
validate43.errors = [{instancePath:instancePath+"/isScore",schemaPath:"#/properties/isScore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((data26 === 0) || (data26 === 1))){
validate43.errors = [{instancePath:instancePath+"/isScore",schemaPath:"#/properties/isScore/enum",keyword:"enum",params:{allowedValues: schema44.properties.isScore.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.playeduL !== undefined){
const _errs55 = errors;
if(typeof data.playeduL !== "string"){
validate43.errors = [{instancePath:instancePath+"/playeduL",schemaPath:"#/properties/playeduL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reyMsg !== undefined){
const _errs57 = errors;
if(typeof data.reyMsg !== "string"){
validate43.errors = [{instancePath:instancePath+"/reyMsg",schemaPath:"#/properties/reyMsg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs57 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.KindTipsMsg !== undefined){
const _errs59 = errors;
if(typeof data.KindTipsMsg !== "string"){
validate43.errors = [{instancePath:instancePath+"/KindTipsMsg",schemaPath:"#/properties/KindTipsMsg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs59 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardNeedPop !== undefined){
let data30 = data.cardNeedPop;
const _errs61 = errors;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
validate43.errors = [{instancePath:instancePath+"/cardNeedPop",schemaPath:"#/properties/cardNeedPop/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((data30 === 0) || (data30 === 1))){
validate43.errors = [{instancePath:instancePath+"/cardNeedPop",schemaPath:"#/properties/cardNeedPop/enum",keyword:"enum",params:{allowedValues: schema44.properties.cardNeedPop.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs61 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardPopTitle !== undefined){
const _errs63 = errors;
if(typeof data.cardPopTitle !== "string"){
validate43.errors = [{instancePath:instancePath+"/cardPopTitle",schemaPath:"#/properties/cardPopTitle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs63 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardPopMsg !== undefined){
const _errs65 = errors;
if(typeof data.cardPopMsg !== "string"){
validate43.errors = [{instancePath:instancePath+"/cardPopMsg",schemaPath:"#/properties/cardPopMsg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate43.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate43.errors = vErrors;
return errors === 0;
}

export const validateLoanPlayDetailData = validate45;
const schema46 = {"type":"object","properties":{"repayAmount":{"type":"integer"},"productName":{"type":"string"},"repayDate":{"type":"integer"},"productLogo":{"type":"string"},"detail":{"type":"array","items":{"type":"object","properties":{"text":{"type":"string"},"value":{"type":["string","number"]}},"required":["text","value"]}},"repayList":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"logo":{"type":"string"},"channel_number":{"type":["string","integer"]}},"required":["name","channel_number"]}},"noticeMsg":{"type":"string"},"defDetail":{"type":"object","properties":{"payCode":{"type":"string"},"logo":{"type":"string"},"title":{"type":"string"},"payNotice":{"type":"object","additionalProperties":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"steps":{"type":"array","items":{"type":"string"}}},"required":["name","steps"]}}}}},"isShowReyTop":{"type":"integer","enum":[0,1]}},"required":["repayAmount","productName","repayDate","productLogo","detail","repayList"]};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.repayAmount === undefined) && (missing0 = "repayAmount")) || ((data.productName === undefined) && (missing0 = "productName"))) || ((data.repayDate === undefined) && (missing0 = "repayDate"))) || ((data.productLogo === undefined) && (missing0 = "productLogo"))) || ((data.detail === undefined) && (missing0 = "detail"))) || ((data.repayList === undefined) && (missing0 = "repayList"))){
validate45.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.repayAmount !== undefined){
let data0 = data.repayAmount;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate45.errors = [{instancePath:instancePath+"/repayAmount",schemaPath:"#/properties/repayAmount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productName !== undefined){
const _errs3 = errors;
if(typeof data.productName !== "string"){
validate45.errors = [{instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayDate !== undefined){
let data2 = data.repayDate;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate45.errors = [{instancePath:instancePath+"/repayDate",schemaPath:"#/properties/repayDate/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productLogo !== undefined){
const _errs7 = errors;
if(typeof data.productLogo !== "string"){
validate45.errors = [{instancePath:instancePath+"/productLogo",schemaPath:"#/properties/productLogo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.detail !== undefined){
let data4 = data.detail;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if(((data5.text === undefined) && (missing1 = "text")) || ((data5.value === undefined) && (missing1 = "value"))){
validate45.errors = [{instancePath:instancePath+"/detail/" + i0,schemaPath:"#/properties/detail/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data5.text !== undefined){
const _errs13 = errors;
if(typeof data5.text !== "string"){
validate45.errors = [{instancePath:instancePath+"/detail/" + i0+"/text",schemaPath:"#/properties/detail/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.value !== undefined){
let data7 = data5.value;
const _errs15 = errors;
if((typeof data7 !== "string") && (!((typeof data7 == "number") && (isFinite(data7))))){
validate45.errors = [{instancePath:instancePath+"/detail/" + i0+"/value",schemaPath:"#/properties/detail/items/properties/value/type",keyword:"type",params:{type: schema46.properties.detail.items.properties.value.type},message:"must be string,number"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/detail/" + i0,schemaPath:"#/properties/detail/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayList !== undefined){
let data8 = data.repayList;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data8)){
var valid3 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
const _errs19 = errors;
if(errors === _errs19){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing2;
if(((data9.name === undefined) && (missing2 = "name")) || ((data9.channel_number === undefined) && (missing2 = "channel_number"))){
validate45.errors = [{instancePath:instancePath+"/repayList/" + i1,schemaPath:"#/properties/repayList/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data9.name !== undefined){
const _errs21 = errors;
if(typeof data9.name !== "string"){
validate45.errors = [{instancePath:instancePath+"/repayList/" + i1+"/name",schemaPath:"#/properties/repayList/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9.logo !== undefined){
const _errs23 = errors;
if(typeof data9.logo !== "string"){
validate45.errors = [{instancePath:instancePath+"/repayList/" + i1+"/logo",schemaPath:"#/properties/repayList/items/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs23 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9.channel_number !== undefined){
let data12 = data9.channel_number;
const _errs25 = errors;
if((typeof data12 !== "string") && (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12))))){
validate45.errors = [{instancePath:instancePath+"/repayList/" + i1+"/channel_number",schemaPath:"#/properties/repayList/items/properties/channel_number/type",keyword:"type",params:{type: schema46.properties.repayList.items.properties.channel_number.type},message:"must be string,integer"}];
return false;
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/repayList/" + i1,schemaPath:"#/properties/repayList/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs19 === errors;
if(!valid3){
break;
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/repayList",schemaPath:"#/properties/repayList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.noticeMsg !== undefined){
const _errs27 = errors;
if(typeof data.noticeMsg !== "string"){
validate45.errors = [{instancePath:instancePath+"/noticeMsg",schemaPath:"#/properties/noticeMsg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.defDetail !== undefined){
let data14 = data.defDetail;
const _errs29 = errors;
if(errors === _errs29){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.payCode !== undefined){
const _errs31 = errors;
if(typeof data14.payCode !== "string"){
validate45.errors = [{instancePath:instancePath+"/defDetail/payCode",schemaPath:"#/properties/defDetail/properties/payCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data14.logo !== undefined){
const _errs33 = errors;
if(typeof data14.logo !== "string"){
validate45.errors = [{instancePath:instancePath+"/defDetail/logo",schemaPath:"#/properties/defDetail/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs33 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data14.title !== undefined){
const _errs35 = errors;
if(typeof data14.title !== "string"){
validate45.errors = [{instancePath:instancePath+"/defDetail/title",schemaPath:"#/properties/defDetail/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs35 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data14.payNotice !== undefined){
let data18 = data14.payNotice;
const _errs37 = errors;
if(errors === _errs37){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key0 in data18){
let data19 = data18[key0];
const _errs40 = errors;
if(errors === _errs40){
if(Array.isArray(data19)){
var valid7 = true;
const len2 = data19.length;
for(let i2=0; i2<len2; i2++){
let data20 = data19[i2];
const _errs42 = errors;
if(errors === _errs42){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing3;
if(((data20.name === undefined) && (missing3 = "name")) || ((data20.steps === undefined) && (missing3 = "steps"))){
validate45.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,schemaPath:"#/properties/defDetail/properties/payNotice/additionalProperties/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data20.name !== undefined){
const _errs44 = errors;
if(typeof data20.name !== "string"){
validate45.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2+"/name",schemaPath:"#/properties/defDetail/properties/payNotice/additionalProperties/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs44 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data20.steps !== undefined){
let data22 = data20.steps;
const _errs46 = errors;
if(errors === _errs46){
if(Array.isArray(data22)){
var valid9 = true;
const len3 = data22.length;
for(let i3=0; i3<len3; i3++){
const _errs48 = errors;
if(typeof data22[i3] !== "string"){
validate45.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2+"/steps/" + i3,schemaPath:"#/properties/defDetail/properties/payNotice/additionalProperties/items/properties/steps/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs48 === errors;
if(!valid9){
break;
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2+"/steps",schemaPath:"#/properties/defDetail/properties/payNotice/additionalProperties/items/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid8 = _errs46 === errors;
}
else {
var valid8 = true;
}
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,schemaPath:"#/properties/defDetail/properties/payNotice/additionalProperties/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid7 = _errs42 === errors;
if(!valid7){
break;
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/defDetail/properties/payNotice/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid6 = _errs40 === errors;
if(!valid6){
break;
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/defDetail/payNotice",schemaPath:"#/properties/defDetail/properties/payNotice/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs37 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/defDetail",schemaPath:"#/properties/defDetail/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isShowReyTop !== undefined){
let data24 = data.isShowReyTop;
const _errs50 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
validate45.errors = [{instancePath:instancePath+"/isShowReyTop",schemaPath:"#/properties/isShowReyTop/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((data24 === 0) || (data24 === 1))){
validate45.errors = [{instancePath:instancePath+"/isShowReyTop",schemaPath:"#/properties/isShowReyTop/enum",keyword:"enum",params:{allowedValues: schema46.properties.isShowReyTop.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}

export const validateLumiData = validate47;
const schema48 = {"type":"object","properties":{"ul":{"type":"string"}},"required":["ul"]};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.ul === undefined) && (missing0 = "ul")){
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.ul !== undefined){
if(typeof data.ul !== "string"){
validate47.errors = [{instancePath:instancePath+"/ul",schemaPath:"#/properties/ul/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}

export const validateOrbitalFailData = validate49;
const schema50 = {"type":"object","properties":{"delayInfo":{"type":"object","properties":{"title":{"type":"string"},"delayAmount":{"type":"integer"}},"required":["title","delayAmount"]},"repayPlan":{"type":"array","items":{"type":"object","properties":{"remark":{"type":"string"},"title":{"type":"string"},"amount":{"type":"integer"},"time":{"type":"integer"}},"required":["title","amount","time"]}},"repayList":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"logo":{"type":"string"},"channel_number":{"type":["string","integer"]}},"required":["name","channel_number"]}},"repayDate":{"type":"integer"},"defDetail":{"type":"object","properties":{"payCode":{"type":"string"},"logo":{"type":"string"},"title":{"type":"string"},"payNotice":{"type":"object","additionalProperties":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"steps":{"type":"array","items":{"type":"string"}}},"required":["name","steps"]}}}}},"isShowReyTop":{"type":"integer","enum":[0,1]},"productName":{"type":"string"},"productLogo":{"type":"string"},"detail":{"type":"array","items":{"type":"object","properties":{"text":{"type":"string"},"value":{"type":["string","number"]}},"required":["text","value"]}},"noticeMsg":{"type":"string"}},"required":["delayInfo","repayPlan","repayList","repayDate"]};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.delayInfo === undefined) && (missing0 = "delayInfo")) || ((data.repayPlan === undefined) && (missing0 = "repayPlan"))) || ((data.repayList === undefined) && (missing0 = "repayList"))) || ((data.repayDate === undefined) && (missing0 = "repayDate"))){
validate49.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.delayInfo !== undefined){
let data0 = data.delayInfo;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((data0.title === undefined) && (missing1 = "title")) || ((data0.delayAmount === undefined) && (missing1 = "delayAmount"))){
validate49.errors = [{instancePath:instancePath+"/delayInfo",schemaPath:"#/properties/delayInfo/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.title !== undefined){
const _errs3 = errors;
if(typeof data0.title !== "string"){
validate49.errors = [{instancePath:instancePath+"/delayInfo/title",schemaPath:"#/properties/delayInfo/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.delayAmount !== undefined){
let data2 = data0.delayAmount;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate49.errors = [{instancePath:instancePath+"/delayInfo/delayAmount",schemaPath:"#/properties/delayInfo/properties/delayAmount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/delayInfo",schemaPath:"#/properties/delayInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayPlan !== undefined){
let data3 = data.repayPlan;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing2;
if((((data4.title === undefined) && (missing2 = "title")) || ((data4.amount === undefined) && (missing2 = "amount"))) || ((data4.time === undefined) && (missing2 = "time"))){
validate49.errors = [{instancePath:instancePath+"/repayPlan/" + i0,schemaPath:"#/properties/repayPlan/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data4.remark !== undefined){
const _errs11 = errors;
if(typeof data4.remark !== "string"){
validate49.errors = [{instancePath:instancePath+"/repayPlan/" + i0+"/remark",schemaPath:"#/properties/repayPlan/items/properties/remark/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.title !== undefined){
const _errs13 = errors;
if(typeof data4.title !== "string"){
validate49.errors = [{instancePath:instancePath+"/repayPlan/" + i0+"/title",schemaPath:"#/properties/repayPlan/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.amount !== undefined){
let data7 = data4.amount;
const _errs15 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate49.errors = [{instancePath:instancePath+"/repayPlan/" + i0+"/amount",schemaPath:"#/properties/repayPlan/items/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.time !== undefined){
let data8 = data4.time;
const _errs17 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate49.errors = [{instancePath:instancePath+"/repayPlan/" + i0+"/time",schemaPath:"#/properties/repayPlan/items/properties/time/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/repayPlan/" + i0,schemaPath:"#/properties/repayPlan/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/repayPlan",schemaPath:"#/properties/repayPlan/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayList !== undefined){
let data9 = data.repayList;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data9)){
var valid4 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
const _errs21 = errors;
if(errors === _errs21){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing3;
if(((data10.name === undefined) && (missing3 = "name")) || ((data10.channel_number === undefined) && (missing3 = "channel_number"))){
validate49.errors = [{instancePath:instancePath+"/repayList/" + i1,schemaPath:"#/properties/repayList/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data10.name !== undefined){
const _errs23 = errors;
if(typeof data10.name !== "string"){
validate49.errors = [{instancePath:instancePath+"/repayList/" + i1+"/name",schemaPath:"#/properties/repayList/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data10.logo !== undefined){
const _errs25 = errors;
if(typeof data10.logo !== "string"){
validate49.errors = [{instancePath:instancePath+"/repayList/" + i1+"/logo",schemaPath:"#/properties/repayList/items/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs25 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data10.channel_number !== undefined){
let data13 = data10.channel_number;
const _errs27 = errors;
if((typeof data13 !== "string") && (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13))))){
validate49.errors = [{instancePath:instancePath+"/repayList/" + i1+"/channel_number",schemaPath:"#/properties/repayList/items/properties/channel_number/type",keyword:"type",params:{type: schema50.properties.repayList.items.properties.channel_number.type},message:"must be string,integer"}];
return false;
}
var valid5 = _errs27 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/repayList/" + i1,schemaPath:"#/properties/repayList/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs21 === errors;
if(!valid4){
break;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/repayList",schemaPath:"#/properties/repayList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayDate !== undefined){
let data14 = data.repayDate;
const _errs29 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate49.errors = [{instancePath:instancePath+"/repayDate",schemaPath:"#/properties/repayDate/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.defDetail !== undefined){
let data15 = data.defDetail;
const _errs31 = errors;
if(errors === _errs31){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.payCode !== undefined){
const _errs33 = errors;
if(typeof data15.payCode !== "string"){
validate49.errors = [{instancePath:instancePath+"/defDetail/payCode",schemaPath:"#/properties/defDetail/properties/payCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs33 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.logo !== undefined){
const _errs35 = errors;
if(typeof data15.logo !== "string"){
validate49.errors = [{instancePath:instancePath+"/defDetail/logo",schemaPath:"#/properties/defDetail/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs35 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.title !== undefined){
const _errs37 = errors;
if(typeof data15.title !== "string"){
validate49.errors = [{instancePath:instancePath+"/defDetail/title",schemaPath:"#/properties/defDetail/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs37 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.payNotice !== undefined){
let data19 = data15.payNotice;
const _errs39 = errors;
if(errors === _errs39){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key0 in data19){
let data20 = data19[key0];
const _errs42 = errors;
if(errors === _errs42){
if(Array.isArray(data20)){
var valid8 = true;
const len2 = data20.length;
for(let i2=0; i2<len2; i2++){
let data21 = data20[i2];
const _errs44 = errors;
if(errors === _errs44){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
let missing4;
if(((data21.name === undefined) && (missing4 = "name")) || ((data21.steps === undefined) && (missing4 = "steps"))){
validate49.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,schemaPath:"#/properties/defDetail/properties/payNotice/additionalProperties/items/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
if(data21.name !== undefined){
const _errs46 = errors;
if(typeof data21.name !== "string"){
validate49.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2+"/name",schemaPath:"#/properties/defDetail/properties/payNotice/additionalProperties/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs46 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data21.steps !== undefined){
let data23 = data21.steps;
const _errs48 = errors;
if(errors === _errs48){
if(Array.isArray(data23)){
var valid10 = true;
const len3 = data23.length;
for(let i3=0; i3<len3; i3++){
const _errs50 = errors;
if(typeof data23[i3] !== "string"){
validate49.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2+"/steps/" + i3,schemaPath:"#/properties/defDetail/properties/payNotice/additionalProperties/items/properties/steps/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs50 === errors;
if(!valid10){
break;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2+"/steps",schemaPath:"#/properties/defDetail/properties/payNotice/additionalProperties/items/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid9 = _errs48 === errors;
}
else {
var valid9 = true;
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,schemaPath:"#/properties/defDetail/properties/payNotice/additionalProperties/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid8 = _errs44 === errors;
if(!valid8){
break;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/defDetail/properties/payNotice/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid7 = _errs42 === errors;
if(!valid7){
break;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/defDetail/payNotice",schemaPath:"#/properties/defDetail/properties/payNotice/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs39 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/defDetail",schemaPath:"#/properties/defDetail/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isShowReyTop !== undefined){
let data25 = data.isShowReyTop;
const _errs52 = errors;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
validate49.errors = [{instancePath:instancePath+"/isShowReyTop",schemaPath:"#/properties/isShowReyTop/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((data25 === 0) || (data25 === 1))){
validate49.errors = [{instancePath:instancePath+"/isShowReyTop",schemaPath:"#/properties/isShowReyTop/enum",keyword:"enum",params:{allowedValues: schema50.properties.isShowReyTop.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productName !== undefined){
const _errs54 = errors;
if(typeof data.productName !== "string"){
validate49.errors = [{instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productLogo !== undefined){
const _errs56 = errors;
if(typeof data.productLogo !== "string"){
validate49.errors = [{instancePath:instancePath+"/productLogo",schemaPath:"#/properties/productLogo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.detail !== undefined){
let data28 = data.detail;
const _errs58 = errors;
if(errors === _errs58){
if(Array.isArray(data28)){
var valid11 = true;
const len4 = data28.length;
for(let i4=0; i4<len4; i4++){
let data29 = data28[i4];
const _errs60 = errors;
if(errors === _errs60){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
let missing5;
if(((data29.text === undefined) && (missing5 = "text")) || ((data29.value === undefined) && (missing5 = "value"))){
validate49.errors = [{instancePath:instancePath+"/detail/" + i4,schemaPath:"#/properties/detail/items/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
if(data29.text !== undefined){
const _errs62 = errors;
if(typeof data29.text !== "string"){
validate49.errors = [{instancePath:instancePath+"/detail/" + i4+"/text",schemaPath:"#/properties/detail/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid12 = _errs62 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data29.value !== undefined){
let data31 = data29.value;
const _errs64 = errors;
if((typeof data31 !== "string") && (!((typeof data31 == "number") && (isFinite(data31))))){
validate49.errors = [{instancePath:instancePath+"/detail/" + i4+"/value",schemaPath:"#/properties/detail/items/properties/value/type",keyword:"type",params:{type: schema50.properties.detail.items.properties.value.type},message:"must be string,number"}];
return false;
}
var valid12 = _errs64 === errors;
}
else {
var valid12 = true;
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/detail/" + i4,schemaPath:"#/properties/detail/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid11 = _errs60 === errors;
if(!valid11){
break;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.noticeMsg !== undefined){
const _errs66 = errors;
if(typeof data.noticeMsg !== "string"){
validate49.errors = [{instancePath:instancePath+"/noticeMsg",schemaPath:"#/properties/noticeMsg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs66 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate49.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate49.errors = vErrors;
return errors === 0;
}

export const validateProblemDetailData = validate51;
const schema52 = {"type":"object","properties":{"type":{"type":"string"},"sonType":{"type":"string"},"problemId":{"type":["string","integer"]},"content":{"type":"string"},"images":{"type":"array","items":{"type":"string"}},"disposeDetail":{"type":"string"},"disposeImages":{"type":"array","items":{"type":"string"}},"isNeedScore":{"type":"integer"}},"required":["type","problemId","content","images","isNeedScore"]};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.type === undefined) && (missing0 = "type")) || ((data.problemId === undefined) && (missing0 = "problemId"))) || ((data.content === undefined) && (missing0 = "content"))) || ((data.images === undefined) && (missing0 = "images"))) || ((data.isNeedScore === undefined) && (missing0 = "isNeedScore"))){
validate51.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
const _errs1 = errors;
if(typeof data.type !== "string"){
validate51.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sonType !== undefined){
const _errs3 = errors;
if(typeof data.sonType !== "string"){
validate51.errors = [{instancePath:instancePath+"/sonType",schemaPath:"#/properties/sonType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.problemId !== undefined){
let data2 = data.problemId;
const _errs5 = errors;
if((typeof data2 !== "string") && (!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2))))){
validate51.errors = [{instancePath:instancePath+"/problemId",schemaPath:"#/properties/problemId/type",keyword:"type",params:{type: schema52.properties.problemId.type},message:"must be string,integer"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
const _errs7 = errors;
if(typeof data.content !== "string"){
validate51.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.images !== undefined){
let data4 = data.images;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(typeof data4[i0] !== "string"){
validate51.errors = [{instancePath:instancePath+"/images/" + i0,schemaPath:"#/properties/images/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate51.errors = [{instancePath:instancePath+"/images",schemaPath:"#/properties/images/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disposeDetail !== undefined){
const _errs13 = errors;
if(typeof data.disposeDetail !== "string"){
validate51.errors = [{instancePath:instancePath+"/disposeDetail",schemaPath:"#/properties/disposeDetail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disposeImages !== undefined){
let data7 = data.disposeImages;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data7)){
var valid2 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs17 = errors;
if(typeof data7[i1] !== "string"){
validate51.errors = [{instancePath:instancePath+"/disposeImages/" + i1,schemaPath:"#/properties/disposeImages/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs17 === errors;
if(!valid2){
break;
}
}
}
else {
validate51.errors = [{instancePath:instancePath+"/disposeImages",schemaPath:"#/properties/disposeImages/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isNeedScore !== undefined){
let data9 = data.isNeedScore;
const _errs19 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate51.errors = [{instancePath:instancePath+"/isNeedScore",schemaPath:"#/properties/isNeedScore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate51.errors = vErrors;
return errors === 0;
}

export const validateProblemInitData = validate53;
const schema54 = {"type":"object","properties":{"problemType":{"type":"array","items":{"type":"object","properties":{"title":{"type":"string"},"value":{"type":["string","integer"]}},"required":["title","value"]}},"problemSonType":{"type":"array","items":{"type":"object","properties":{"title":{"type":"string"},"value":{"type":["string","integer"]}},"required":["title","value"]}},"orderDetail":{"type":"object","properties":{"orderNo":{"type":["string","integer"]},"productLogo":{"type":"string"},"productName":{"type":"string"},"status":{"type":["string","integer"]},"isShow":{"type":"integer","enum":[0,1]},"list":{"type":"array","items":{"type":"object","properties":{"title":{"type":"string"},"value":{"type":["string","number"]}},"required":["title","value"]}}},"required":["orderNo","productName","isShow"]},"orderList":{"type":"array","items":{"type":"object","properties":{"orderNo":{"type":["string","integer"]},"productLogo":{"type":"string"},"productName":{"type":"string"},"status":{"type":["string","integer"]},"isShow":{"type":"integer","enum":[0,1]},"list":{"type":"array","items":{"type":"object","properties":{"title":{"type":"string"},"value":{"type":["string","number"]}},"required":["title","value"]}}},"required":["orderNo","productName","isShow"]}}},"required":["problemType","problemSonType"]};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.problemType === undefined) && (missing0 = "problemType")) || ((data.problemSonType === undefined) && (missing0 = "problemSonType"))){
validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.problemType !== undefined){
let data0 = data.problemType;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.title === undefined) && (missing1 = "title")) || ((data1.value === undefined) && (missing1 = "value"))){
validate53.errors = [{instancePath:instancePath+"/problemType/" + i0,schemaPath:"#/properties/problemType/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.title !== undefined){
const _errs5 = errors;
if(typeof data1.title !== "string"){
validate53.errors = [{instancePath:instancePath+"/problemType/" + i0+"/title",schemaPath:"#/properties/problemType/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.value !== undefined){
let data3 = data1.value;
const _errs7 = errors;
if((typeof data3 !== "string") && (!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3))))){
validate53.errors = [{instancePath:instancePath+"/problemType/" + i0+"/value",schemaPath:"#/properties/problemType/items/properties/value/type",keyword:"type",params:{type: schema54.properties.problemType.items.properties.value.type},message:"must be string,integer"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/problemType/" + i0,schemaPath:"#/properties/problemType/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/problemType",schemaPath:"#/properties/problemType/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.problemSonType !== undefined){
let data4 = data.problemSonType;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid3 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing2;
if(((data5.title === undefined) && (missing2 = "title")) || ((data5.value === undefined) && (missing2 = "value"))){
validate53.errors = [{instancePath:instancePath+"/problemSonType/" + i1,schemaPath:"#/properties/problemSonType/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data5.title !== undefined){
const _errs13 = errors;
if(typeof data5.title !== "string"){
validate53.errors = [{instancePath:instancePath+"/problemSonType/" + i1+"/title",schemaPath:"#/properties/problemSonType/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.value !== undefined){
let data7 = data5.value;
const _errs15 = errors;
if((typeof data7 !== "string") && (!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7))))){
validate53.errors = [{instancePath:instancePath+"/problemSonType/" + i1+"/value",schemaPath:"#/properties/problemSonType/items/properties/value/type",keyword:"type",params:{type: schema54.properties.problemSonType.items.properties.value.type},message:"must be string,integer"}];
return false;
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/problemSonType/" + i1,schemaPath:"#/properties/problemSonType/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs11 === errors;
if(!valid3){
break;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/problemSonType",schemaPath:"#/properties/problemSonType/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.orderDetail !== undefined){
let data8 = data.orderDetail;
const _errs17 = errors;
if(errors === _errs17){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing3;
if((((data8.orderNo === undefined) && (missing3 = "orderNo")) || ((data8.productName === undefined) && (missing3 = "productName"))) || ((data8.isShow === undefined) && (missing3 = "isShow"))){
validate53.errors = [{instancePath:instancePath+"/orderDetail",schemaPath:"#/properties/orderDetail/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data8.orderNo !== undefined){
let data9 = data8.orderNo;
const _errs19 = errors;
if((typeof data9 !== "string") && (!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9))))){
validate53.errors = [{instancePath:instancePath+"/orderDetail/orderNo",schemaPath:"#/properties/orderDetail/properties/orderNo/type",keyword:"type",params:{type: schema54.properties.orderDetail.properties.orderNo.type},message:"must be string,integer"}];
return false;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data8.productLogo !== undefined){
const _errs21 = errors;
if(typeof data8.productLogo !== "string"){
validate53.errors = [{instancePath:instancePath+"/orderDetail/productLogo",schemaPath:"#/properties/orderDetail/properties/productLogo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data8.productName !== undefined){
const _errs23 = errors;
if(typeof data8.productName !== "string"){
validate53.errors = [{instancePath:instancePath+"/orderDetail/productName",schemaPath:"#/properties/orderDetail/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data8.status !== undefined){
let data12 = data8.status;
const _errs25 = errors;
if((typeof data12 !== "string") && (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12))))){
validate53.errors = [{instancePath:instancePath+"/orderDetail/status",schemaPath:"#/properties/orderDetail/properties/status/type",keyword:"type",params:{type: schema54.properties.orderDetail.properties.status.type},message:"must be string,integer"}];
return false;
}
var valid5 = _errs25 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data8.isShow !== undefined){
let data13 = data8.isShow;
const _errs27 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate53.errors = [{instancePath:instancePath+"/orderDetail/isShow",schemaPath:"#/properties/orderDetail/properties/isShow/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((data13 === 0) || (data13 === 1))){
validate53.errors = [{instancePath:instancePath+"/orderDetail/isShow",schemaPath:"#/properties/orderDetail/properties/isShow/enum",keyword:"enum",params:{allowedValues: schema54.properties.orderDetail.properties.isShow.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs27 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data8.list !== undefined){
let data14 = data8.list;
const _errs29 = errors;
if(errors === _errs29){
if(Array.isArray(data14)){
var valid6 = true;
const len2 = data14.length;
for(let i2=0; i2<len2; i2++){
let data15 = data14[i2];
const _errs31 = errors;
if(errors === _errs31){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing4;
if(((data15.title === undefined) && (missing4 = "title")) || ((data15.value === undefined) && (missing4 = "value"))){
validate53.errors = [{instancePath:instancePath+"/orderDetail/list/" + i2,schemaPath:"#/properties/orderDetail/properties/list/items/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
if(data15.title !== undefined){
const _errs33 = errors;
if(typeof data15.title !== "string"){
validate53.errors = [{instancePath:instancePath+"/orderDetail/list/" + i2+"/title",schemaPath:"#/properties/orderDetail/properties/list/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs33 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data15.value !== undefined){
let data17 = data15.value;
const _errs35 = errors;
if((typeof data17 !== "string") && (!((typeof data17 == "number") && (isFinite(data17))))){
validate53.errors = [{instancePath:instancePath+"/orderDetail/list/" + i2+"/value",schemaPath:"#/properties/orderDetail/properties/list/items/properties/value/type",keyword:"type",params:{type: schema54.properties.orderDetail.properties.list.items.properties.value.type},message:"must be string,number"}];
return false;
}
var valid7 = _errs35 === errors;
}
else {
var valid7 = true;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/orderDetail/list/" + i2,schemaPath:"#/properties/orderDetail/properties/list/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs31 === errors;
if(!valid6){
break;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/orderDetail/list",schemaPath:"#/properties/orderDetail/properties/list/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid5 = _errs29 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/orderDetail",schemaPath:"#/properties/orderDetail/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.orderList !== undefined){
let data18 = data.orderList;
const _errs37 = errors;
if(errors === _errs37){
if(Array.isArray(data18)){
var valid8 = true;
const len3 = data18.length;
for(let i3=0; i3<len3; i3++){
let data19 = data18[i3];
const _errs39 = errors;
if(errors === _errs39){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing5;
if((((data19.orderNo === undefined) && (missing5 = "orderNo")) || ((data19.productName === undefined) && (missing5 = "productName"))) || ((data19.isShow === undefined) && (missing5 = "isShow"))){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3,schemaPath:"#/properties/orderList/items/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
if(data19.orderNo !== undefined){
let data20 = data19.orderNo;
const _errs41 = errors;
if((typeof data20 !== "string") && (!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20))))){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/orderNo",schemaPath:"#/properties/orderList/items/properties/orderNo/type",keyword:"type",params:{type: schema54.properties.orderList.items.properties.orderNo.type},message:"must be string,integer"}];
return false;
}
var valid9 = _errs41 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data19.productLogo !== undefined){
const _errs43 = errors;
if(typeof data19.productLogo !== "string"){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/productLogo",schemaPath:"#/properties/orderList/items/properties/productLogo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs43 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data19.productName !== undefined){
const _errs45 = errors;
if(typeof data19.productName !== "string"){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/productName",schemaPath:"#/properties/orderList/items/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs45 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data19.status !== undefined){
let data23 = data19.status;
const _errs47 = errors;
if((typeof data23 !== "string") && (!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23))))){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/status",schemaPath:"#/properties/orderList/items/properties/status/type",keyword:"type",params:{type: schema54.properties.orderList.items.properties.status.type},message:"must be string,integer"}];
return false;
}
var valid9 = _errs47 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data19.isShow !== undefined){
let data24 = data19.isShow;
const _errs49 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/isShow",schemaPath:"#/properties/orderList/items/properties/isShow/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((data24 === 0) || (data24 === 1))){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/isShow",schemaPath:"#/properties/orderList/items/properties/isShow/enum",keyword:"enum",params:{allowedValues: schema54.properties.orderList.items.properties.isShow.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid9 = _errs49 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data19.list !== undefined){
let data25 = data19.list;
const _errs51 = errors;
if(errors === _errs51){
if(Array.isArray(data25)){
var valid10 = true;
const len4 = data25.length;
for(let i4=0; i4<len4; i4++){
let data26 = data25[i4];
const _errs53 = errors;
if(errors === _errs53){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
let missing6;
if(((data26.title === undefined) && (missing6 = "title")) || ((data26.value === undefined) && (missing6 = "value"))){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/list/" + i4,schemaPath:"#/properties/orderList/items/properties/list/items/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
return false;
}
else {
if(data26.title !== undefined){
const _errs55 = errors;
if(typeof data26.title !== "string"){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/list/" + i4+"/title",schemaPath:"#/properties/orderList/items/properties/list/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs55 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data26.value !== undefined){
let data28 = data26.value;
const _errs57 = errors;
if((typeof data28 !== "string") && (!((typeof data28 == "number") && (isFinite(data28))))){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/list/" + i4+"/value",schemaPath:"#/properties/orderList/items/properties/list/items/properties/value/type",keyword:"type",params:{type: schema54.properties.orderList.items.properties.list.items.properties.value.type},message:"must be string,number"}];
return false;
}
var valid11 = _errs57 === errors;
}
else {
var valid11 = true;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/list/" + i4,schemaPath:"#/properties/orderList/items/properties/list/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid10 = _errs53 === errors;
if(!valid10){
break;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/list",schemaPath:"#/properties/orderList/items/properties/list/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid9 = _errs51 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3,schemaPath:"#/properties/orderList/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid8 = _errs39 === errors;
if(!valid8){
break;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/orderList",schemaPath:"#/properties/orderList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}

export const validateProblemListData = validate55;
const schema56 = {"type":"object","properties":{"tabs":{"type":"array","items":{"type":"object","properties":{"title":{"type":"string"},"items":{"type":"array","items":{"type":"object","properties":{"id":{"type":["string","integer"]},"time":{"type":"integer"},"type":{"type":"string"},"content":{"type":"string"}},"required":["id","time","type","content"]}}},"required":["title","items"]}}},"required":["tabs"]};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.tabs === undefined) && (missing0 = "tabs")){
validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.tabs !== undefined){
let data0 = data.tabs;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.title === undefined) && (missing1 = "title")) || ((data1.items === undefined) && (missing1 = "items"))){
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0,schemaPath:"#/properties/tabs/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.title !== undefined){
const _errs5 = errors;
if(typeof data1.title !== "string"){
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0+"/title",schemaPath:"#/properties/tabs/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.items !== undefined){
let data3 = data1.items;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid3 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing2;
if(((((data4.id === undefined) && (missing2 = "id")) || ((data4.time === undefined) && (missing2 = "time"))) || ((data4.type === undefined) && (missing2 = "type"))) || ((data4.content === undefined) && (missing2 = "content"))){
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0+"/items/" + i1,schemaPath:"#/properties/tabs/items/properties/items/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data4.id !== undefined){
let data5 = data4.id;
const _errs11 = errors;
if((typeof data5 !== "string") && (!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5))))){
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0+"/items/" + i1+"/id",schemaPath:"#/properties/tabs/items/properties/items/items/properties/id/type",keyword:"type",params:{type: schema56.properties.tabs.items.properties.items.items.properties.id.type},message:"must be string,integer"}];
return false;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.time !== undefined){
let data6 = data4.time;
const _errs13 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0+"/items/" + i1+"/time",schemaPath:"#/properties/tabs/items/properties/items/items/properties/time/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.type !== undefined){
const _errs15 = errors;
if(typeof data4.type !== "string"){
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0+"/items/" + i1+"/type",schemaPath:"#/properties/tabs/items/properties/items/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.content !== undefined){
const _errs17 = errors;
if(typeof data4.content !== "string"){
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0+"/items/" + i1+"/content",schemaPath:"#/properties/tabs/items/properties/items/items/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0+"/items/" + i1,schemaPath:"#/properties/tabs/items/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs9 === errors;
if(!valid3){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0+"/items",schemaPath:"#/properties/tabs/items/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0,schemaPath:"#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}

export const validateProblemSaveData = validate57;
const schema58 = {};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate57.errors = null;
return true;
}

export const validateQuvoData = validate59;
const schema60 = {"type":"object","properties":{"vm":{"type":"integer"},"pn":{"type":"string"},"pl":{"type":"string"},"rd":{"type":"integer"},"dt":{"type":"array","items":{"type":"object","properties":{"tx":{"type":"string"},"vl":{"type":["string","number"]}},"required":["tx","vl"]}},"rp":{"type":"array","items":{"type":"object","properties":{"am":{"type":"integer"},"pt":{"type":"integer"},"ds":{"type":"string"}},"required":["am","pt"]}},"ag":{"type":"array","items":{"type":"object","properties":{"tt":{"type":"string"},"ul":{"type":"string"}},"required":["tt","ul"]}},"bt":{"type":"string"},"pp":{"type":"object","properties":{"im":{"type":"string"},"lk":{"type":"string"}},"required":["im"]}},"required":["vm","pn","pl","rd","dt","rp","ag","bt"]};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.vm === undefined) && (missing0 = "vm")) || ((data.pn === undefined) && (missing0 = "pn"))) || ((data.pl === undefined) && (missing0 = "pl"))) || ((data.rd === undefined) && (missing0 = "rd"))) || ((data.dt === undefined) && (missing0 = "dt"))) || ((data.rp === undefined) && (missing0 = "rp"))) || ((data.ag === undefined) && (missing0 = "ag"))) || ((data.bt === undefined) && (missing0 = "bt"))){
validate59.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.vm !== undefined){
let data0 = data.vm;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate59.errors = [{instancePath:instancePath+"/vm",schemaPath:"#/properties/vm/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pn !== undefined){
const _errs3 = errors;
if(typeof data.pn !== "string"){
validate59.errors = [{instancePath:instancePath+"/pn",schemaPath:"#/properties/pn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pl !== undefined){
const _errs5 = errors;
if(typeof data.pl !== "string"){
validate59.errors = [{instancePath:instancePath+"/pl",schemaPath:"#/properties/pl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rd !== undefined){
let data3 = data.rd;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate59.errors = [{instancePath:instancePath+"/rd",schemaPath:"#/properties/rd/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dt !== undefined){
let data4 = data.dt;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if(((data5.tx === undefined) && (missing1 = "tx")) || ((data5.vl === undefined) && (missing1 = "vl"))){
validate59.errors = [{instancePath:instancePath+"/dt/" + i0,schemaPath:"#/properties/dt/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data5.tx !== undefined){
const _errs13 = errors;
if(typeof data5.tx !== "string"){
validate59.errors = [{instancePath:instancePath+"/dt/" + i0+"/tx",schemaPath:"#/properties/dt/items/properties/tx/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.vl !== undefined){
let data7 = data5.vl;
const _errs15 = errors;
if((typeof data7 !== "string") && (!((typeof data7 == "number") && (isFinite(data7))))){
validate59.errors = [{instancePath:instancePath+"/dt/" + i0+"/vl",schemaPath:"#/properties/dt/items/properties/vl/type",keyword:"type",params:{type: schema60.properties.dt.items.properties.vl.type},message:"must be string,number"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/dt/" + i0,schemaPath:"#/properties/dt/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/dt",schemaPath:"#/properties/dt/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rp !== undefined){
let data8 = data.rp;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data8)){
var valid3 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
const _errs19 = errors;
if(errors === _errs19){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing2;
if(((data9.am === undefined) && (missing2 = "am")) || ((data9.pt === undefined) && (missing2 = "pt"))){
validate59.errors = [{instancePath:instancePath+"/rp/" + i1,schemaPath:"#/properties/rp/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data9.am !== undefined){
let data10 = data9.am;
const _errs21 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate59.errors = [{instancePath:instancePath+"/rp/" + i1+"/am",schemaPath:"#/properties/rp/items/properties/am/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9.pt !== undefined){
let data11 = data9.pt;
const _errs23 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate59.errors = [{instancePath:instancePath+"/rp/" + i1+"/pt",schemaPath:"#/properties/rp/items/properties/pt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid4 = _errs23 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9.ds !== undefined){
const _errs25 = errors;
if(typeof data9.ds !== "string"){
validate59.errors = [{instancePath:instancePath+"/rp/" + i1+"/ds",schemaPath:"#/properties/rp/items/properties/ds/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/rp/" + i1,schemaPath:"#/properties/rp/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs19 === errors;
if(!valid3){
break;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/rp",schemaPath:"#/properties/rp/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ag !== undefined){
let data13 = data.ag;
const _errs27 = errors;
if(errors === _errs27){
if(Array.isArray(data13)){
var valid5 = true;
const len2 = data13.length;
for(let i2=0; i2<len2; i2++){
let data14 = data13[i2];
const _errs29 = errors;
if(errors === _errs29){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing3;
if(((data14.tt === undefined) && (missing3 = "tt")) || ((data14.ul === undefined) && (missing3 = "ul"))){
validate59.errors = [{instancePath:instancePath+"/ag/" + i2,schemaPath:"#/properties/ag/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data14.tt !== undefined){
const _errs31 = errors;
if(typeof data14.tt !== "string"){
validate59.errors = [{instancePath:instancePath+"/ag/" + i2+"/tt",schemaPath:"#/properties/ag/items/properties/tt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs31 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data14.ul !== undefined){
const _errs33 = errors;
if(typeof data14.ul !== "string"){
validate59.errors = [{instancePath:instancePath+"/ag/" + i2+"/ul",schemaPath:"#/properties/ag/items/properties/ul/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs33 === errors;
}
else {
var valid6 = true;
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/ag/" + i2,schemaPath:"#/properties/ag/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs29 === errors;
if(!valid5){
break;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/ag",schemaPath:"#/properties/ag/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bt !== undefined){
const _errs35 = errors;
if(typeof data.bt !== "string"){
validate59.errors = [{instancePath:instancePath+"/bt",schemaPath:"#/properties/bt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pp !== undefined){
let data18 = data.pp;
const _errs37 = errors;
if(errors === _errs37){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing4;
if((data18.im === undefined) && (missing4 = "im")){
validate59.errors = [{instancePath:instancePath+"/pp",schemaPath:"#/properties/pp/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
if(data18.im !== undefined){
const _errs39 = errors;
if(typeof data18.im !== "string"){
validate59.errors = [{instancePath:instancePath+"/pp/im",schemaPath:"#/properties/pp/properties/im/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs39 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data18.lk !== undefined){
const _errs41 = errors;
if(typeof data18.lk !== "string"){
validate59.errors = [{instancePath:instancePath+"/pp/lk",schemaPath:"#/properties/pp/properties/lk/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs41 === errors;
}
else {
var valid7 = true;
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/pp",schemaPath:"#/properties/pp/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate59.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate59.errors = vErrors;
return errors === 0;
}

export const validateRegisterData = validate61;
const schema62 = {};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate61.errors = null;
return true;
}

export const validateRepaymentCommitData = validate63;
const schema64 = {"type":"object","properties":{"needValid":{"type":"integer","enum":[0,1]},"repayRecordId":{"type":["string","integer"]}},"required":["needValid"]};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.needValid === undefined) && (missing0 = "needValid")){
validate63.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.needValid !== undefined){
let data0 = data.needValid;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate63.errors = [{instancePath:instancePath+"/needValid",schemaPath:"#/properties/needValid/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((data0 === 0) || (data0 === 1))){
validate63.errors = [{instancePath:instancePath+"/needValid",schemaPath:"#/properties/needValid/enum",keyword:"enum",params:{allowedValues: schema64.properties.needValid.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayRecordId !== undefined){
let data1 = data.repayRecordId;
const _errs3 = errors;
if((typeof data1 !== "string") && (!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))))){
validate63.errors = [{instancePath:instancePath+"/repayRecordId",schemaPath:"#/properties/repayRecordId/type",keyword:"type",params:{type: schema64.properties.repayRecordId.type},message:"must be string,integer"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate63.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate63.errors = vErrors;
return errors === 0;
}

export const validateRepaymentConfirmData = validate65;
const schema66 = {};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate65.errors = null;
return true;
}

export const validateRepaymentHuichaoData = validate67;
const schema68 = {"type":"object","properties":{"url":{"type":"string"}},"required":["url"]};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.url === undefined) && (missing0 = "url")){
validate67.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.url !== undefined){
if(typeof data.url !== "string"){
validate67.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate67.errors = vErrors;
return errors === 0;
}

export const validateRepaymentWayData = validate69;
const schema70 = {"type":"object","properties":{"alipay":{"type":["string","integer"]},"repayToken":{"type":"string"},"bankCards":{"type":"array","items":{"type":"object","properties":{"id":{"type":["string","integer"]},"bankName":{"type":"string"},"cardNo":{"type":"string"},"bankCode":{"type":"string"}},"required":["id","bankName","cardNo","bankCode"]}}},"required":["repayToken","bankCards"]};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.repayToken === undefined) && (missing0 = "repayToken")) || ((data.bankCards === undefined) && (missing0 = "bankCards"))){
validate69.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.alipay !== undefined){
let data0 = data.alipay;
const _errs1 = errors;
if((typeof data0 !== "string") && (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))))){
validate69.errors = [{instancePath:instancePath+"/alipay",schemaPath:"#/properties/alipay/type",keyword:"type",params:{type: schema70.properties.alipay.type},message:"must be string,integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayToken !== undefined){
const _errs3 = errors;
if(typeof data.repayToken !== "string"){
validate69.errors = [{instancePath:instancePath+"/repayToken",schemaPath:"#/properties/repayToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bankCards !== undefined){
let data2 = data.bankCards;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if(((((data3.id === undefined) && (missing1 = "id")) || ((data3.bankName === undefined) && (missing1 = "bankName"))) || ((data3.cardNo === undefined) && (missing1 = "cardNo"))) || ((data3.bankCode === undefined) && (missing1 = "bankCode"))){
validate69.errors = [{instancePath:instancePath+"/bankCards/" + i0,schemaPath:"#/properties/bankCards/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.id !== undefined){
let data4 = data3.id;
const _errs9 = errors;
if((typeof data4 !== "string") && (!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4))))){
validate69.errors = [{instancePath:instancePath+"/bankCards/" + i0+"/id",schemaPath:"#/properties/bankCards/items/properties/id/type",keyword:"type",params:{type: schema70.properties.bankCards.items.properties.id.type},message:"must be string,integer"}];
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.bankName !== undefined){
const _errs11 = errors;
if(typeof data3.bankName !== "string"){
validate69.errors = [{instancePath:instancePath+"/bankCards/" + i0+"/bankName",schemaPath:"#/properties/bankCards/items/properties/bankName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.cardNo !== undefined){
const _errs13 = errors;
if(typeof data3.cardNo !== "string"){
validate69.errors = [{instancePath:instancePath+"/bankCards/" + i0+"/cardNo",schemaPath:"#/properties/bankCards/items/properties/cardNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.bankCode !== undefined){
const _errs15 = errors;
if(typeof data3.bankCode !== "string"){
validate69.errors = [{instancePath:instancePath+"/bankCards/" + i0+"/bankCode",schemaPath:"#/properties/bankCards/items/properties/bankCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate69.errors = [{instancePath:instancePath+"/bankCards/" + i0,schemaPath:"#/properties/bankCards/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate69.errors = [{instancePath:instancePath+"/bankCards",schemaPath:"#/properties/bankCards/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate69.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate69.errors = vErrors;
return errors === 0;
}

export const validateSaveScoreData = validate71;
const schema72 = {};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate71.errors = null;
return true;
}

export const validateTesaData = validate73;
const schema74 = {"type":"object","properties":{"lk":{"type":"string"}},"required":["lk"]};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.lk === undefined) && (missing0 = "lk")){
validate73.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.lk !== undefined){
if(typeof data.lk !== "string"){
validate73.errors = [{instancePath:instancePath+"/lk",schemaPath:"#/properties/lk/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate73.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate73.errors = vErrors;
return errors === 0;
}

export const validateTrackClickData = validate75;
const schema76 = {};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate75.errors = null;
return true;
}

export const validateTrackVisitData = validate77;
const schema78 = {};

function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate77.errors = null;
return true;
}

export const validateUploadProblemImgData = validate79;
const schema80 = {"type":"object","properties":{"url":{"type":"string"}},"required":["url"]};

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.url === undefined) && (missing0 = "url")){
validate79.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.url !== undefined){
if(typeof data.url !== "string"){
validate79.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate79.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate79.errors = vErrors;
return errors === 0;
}

/** Data (common) or attach (variant) validator of every endpoint, by endpoint id. */
export const dataValidators = {
  bindCardDetail: validateBindCardDetailData,
  bindCardNew: validateBindCardNewData,
  captcha: validateCaptchaData,
  cardInit: validateCardInitData,
  channelTemplate: validateChannelTemplateData,
  contactKfInfo: validateContactKfInfoData,
  contract: validateContractData,
  contractJump: validateContractJumpData,
  eventSave: validateEventSaveData,
  generateVcode: validateGenerateVcodeData,
  getSid: validateGetSidData,
  getSms: validateGetSmsData,
  googleScore: validateGoogleScoreData,
  loanDetailConfirm: validateLoanDetailConfirmData,
  loanDetailPush: validateLoanDetailPushData,
  loanDetails: validateLoanDetailsData,
  loanPlayDetail: validateLoanPlayDetailData,
  lumi: validateLumiData,
  orbitalFail: validateOrbitalFailData,
  problemDetail: validateProblemDetailData,
  problemInit: validateProblemInitData,
  problemList: validateProblemListData,
  problemSave: validateProblemSaveData,
  quvo: validateQuvoData,
  register: validateRegisterData,
  repaymentCommit: validateRepaymentCommitData,
  repaymentConfirm: validateRepaymentConfirmData,
  repaymentHuichao: validateRepaymentHuichaoData,
  repaymentWay: validateRepaymentWayData,
  saveScore: validateSaveScoreData,
  tesa: validateTesaData,
  trackClick: validateTrackClickData,
  trackVisit: validateTrackVisitData,
  uploadProblemImg: validateUploadProblemImgData,
};
